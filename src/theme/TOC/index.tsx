/**
 * Theme override (wrap): the desktop table of contents follows the reader. On a long page its
 * list is taller than the window and scrolls on its own; the theme highlights the current entry
 * but left it out of sight (176 px below the visible part at 85% of a course page). When the
 * highlight moves, the list scrolls just enough to show it.
 */
import {useEffect} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof TOCType>;

const ACTIVE_LINK = '.table-of-contents__link--active';
/** Room kept above and below the current entry, so its neighbours show too. */
const MARGIN = 32;

function keepActiveEntryInView(list: HTMLElement): void {
  const active = list.querySelector(ACTIVE_LINK);
  if (!active) return;
  const box = list.getBoundingClientRect();
  const entry = active.getBoundingClientRect();
  if (entry.top < box.top + MARGIN) list.scrollTop -= box.top + MARGIN - entry.top;
  else if (entry.bottom > box.bottom - MARGIN) list.scrollTop += entry.bottom - (box.bottom - MARGIN);
}

export default function TOCWrapper(props: Props) {
  useEffect(() => {
    const list = document.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docTocDesktop}`);
    if (!list) return undefined;
    let frame = 0;
    const observer = new MutationObserver(() => {
      frame ||= window.requestAnimationFrame(() => {
        frame = 0;
        keepActiveEntryInView(list);
      });
    });
    // The theme moves the highlight by changing the links' classes.
    observer.observe(list, {subtree: true, attributes: true, attributeFilter: ['class']});
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return <TOC {...props} />;
}
