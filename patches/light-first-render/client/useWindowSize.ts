/**
 * Stands in for `@docusaurus/theme-common`'s useWindowSize in the browser bundle (see ../index.ts).
 * "ssr" while the page hydrates (what the server rendered), then "desktop" above the breakpoint
 * and "mobile" at or below it, following resizes. The first answer is a transition: on a phone it
 * removes the desktop sidebar the server rendered, and React now does that in slices. Resizes
 * stay plain updates.
 */
import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, the same in CSS: a window wider than this is a desktop. */
const DESKTOP_BREAKPOINT = 996;

export function windowSizeOf(innerWidth: number, desktopBreakpoint = DESKTOP_BREAKPOINT): WindowSize {
  return innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(windowSizeOf(window.innerWidth, desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
