/**
 * The code block's word-wrap state (the shape of theme-common's useCodeWordWrap, which
 * CodeBlockContextProvider takes), measured by a ResizeObserver instead of in an effect.
 *
 * The theme's hook reads `scrollWidth` of every block in the effects that run right after
 * hydration, when the page's layout is dirty, so the first read forced a layout of the whole
 * page inside that task (about 45 ms of a throttled phone on an API page). A ResizeObserver's
 * callback runs after the browser's own layout of the next frame, where the read costs nothing;
 * it also fires when the window resizes and when a hidden tab panel holding the block is shown,
 * the two cases the theme's hook listened for separately.
 */
import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';

export type WordWrap = {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
};

type Measurable = Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>;

/** Whether the block shows its wrap button: its code scrolls sideways, or wrapping is on. */
export function isCodeScrollable(pre: Measurable): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

export function useObservedWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isScrollable, setIsScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, keys) wrap too, so that no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const scrollable = isCodeScrollable(pre);
      startTransition(() => setIsScrollable(scrollable));
    });
    // Wrapping changes the code's size even when the block's own box keeps its width.
    observer.observe(pre);
    const code = pre.querySelector('code');
    if (code) observer.observe(code);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable: isScrollable, toggle};
}
