import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {regionLabel, sameScrollState, scrollStateOf, type ScrollState} from './scroll-state';
import styles from './styles.module.css';

type Props = {
  /** What scrolls, for the region's name: "Table" or "Diagram". */
  kind: 'Table' | 'Diagram';
  /** A long table keeps its header row in view while its rows scroll by. */
  isLong?: boolean;
  children: ReactNode;
};

const FITS: ScrollState = {overflows: false, moreLeft: false, moreRight: false};

/** The caption of the table, or the nearest heading above the region. */
function contextOf(region: HTMLElement): string | null {
  const caption = region.querySelector('caption')?.textContent;
  if (caption) return caption;
  for (let node: Element | null = region; node && !node.matches('.markdown'); node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (/^H[2-6]$/.test(sibling.tagName)) return sibling.textContent;
    }
  }
  return null;
}

/**
 * A wide table or diagram that scrolls sideways inside the column instead of overflowing it or
 * shrinking. Once it is measured to overflow, it says so: a shadow on the side with more to see,
 * a first column that stays put, and a labelled region that the keyboard can focus and scroll.
 * Content that fits stays a plain block (no extra tab stop), and a long table that fits keeps
 * its header row stuck under the navbar while the page scrolls.
 */
export default function ScrollRegion({kind, isLong = false, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollState>(FITS);
  const [label, setLabel] = useState<string>();

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = scrollStateOf(box);
      setState((previous) => (sameScrollState(previous, next) ? previous : next));
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    // The column changes with the window; the content when images or fonts load.
    const observer = new ResizeObserver(schedule);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', schedule, {passive: true});
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (state.overflows && !label && ref.current) setLabel(regionLabel(kind, contextOf(ref.current)));
  }, [state.overflows, label, kind]);

  return (
    <div
      className={clsx(
        'scroll-region',
        styles.frame,
        isLong && styles.long,
        state.overflows ? styles.overflows : styles.fits,
        state.moreLeft && styles.moreLeft,
        state.moreRight && styles.moreRight,
      )}
      data-overflows={state.overflows || undefined}
    >
      <div
        ref={ref}
        className={styles.scroller}
        role={state.overflows ? 'region' : undefined}
        aria-label={state.overflows ? label : undefined}
        // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={state.overflows ? 0 : undefined}
      >
        {children}
      </div>
    </div>
  );
}
