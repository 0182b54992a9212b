/**
 * Theme override (replaces the theme's TOCCollapsible, a short component): on a phone, "On this
 * page" was only at the top of the page, thousands of pixels above a reader of a long reference.
 * Here it is a compact bar that sticks under the navbar while the article scrolls, names the
 * section the reader is in, and opens the list over the text (not pushing it down); choosing an
 * entry, pressing Escape or tapping elsewhere closes it. The bar also holds the phone's "ASK AI"
 * button, so it is at hand without floating over the text. Built from the theme's own
 * Collapsible and TOCItems, so the entries and the highlight are the theme's.
 */
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import AskAiButton from '@site/src/components/AskAi/Button';
import type {Props} from '@theme/TOCCollapsible';
import styles from './styles.module.css';

/**
 * The heading the reader is in: the last one whose top has reached the line where a heading
 * chosen from the list stops (`scroll-padding-top`, below the navbar and the bar: src/css/custom.css),
 * with a little room, so the entry just chosen is the one the bar names.
 */
function useCurrentHeading(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 24;
      let found: string | undefined;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > line) break;
        found = id;
      }
      setCurrent(found);
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, {passive: true});
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return current;
}

export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  const {collapsed, toggleCollapsed, setCollapsed} = useCollapsible({initialState: true});
  const barRef = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const currentId = useCurrentHeading(ids);
  const current = toc.find((entry) => entry.id === currentId);

  useEffect(() => {
    if (collapsed) return undefined;
    const bar = barRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setCollapsed(true);
      bar?.querySelector('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (bar && event.target instanceof Node && !bar.contains(event.target)) setCollapsed(true);
    };
    const onChoose = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setCollapsed(true);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    bar?.addEventListener('click', onChoose);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      bar?.removeEventListener('click', onChoose);
    };
  }, [collapsed, setCollapsed]);

  return (
    <div ref={barRef} className={clsx(styles.bar, !collapsed && styles.expanded, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button)}
        aria-expanded={!collapsed}
        onClick={toggleCollapsed}
      >
        <span className={styles.label}>On this page</span>
        {current && (
          <span className={styles.current} dangerouslySetInnerHTML={{__html: current.value}} aria-hidden="true" />
        )}
      </button>
      <AskAiButton placement="toc" />
      <Collapsible lazy className={styles.list} collapsed={collapsed}>
        <TOCItems
          toc={toc}
          minHeadingLevel={minHeadingLevel}
          maxHeadingLevel={maxHeadingLevel}
          linkClassName="table-of-contents__link toc-highlight"
          linkActiveClassName="table-of-contents__link--active"
        />
      </Collapsible>
    </div>
  );
}
