/**
 * Wraps the theme's Mermaid diagram so that it renders when it comes near the viewport. The
 * theme starts loading Mermaid (over 600 KB of JavaScript) as soon as a page with a diagram
 * hydrates, even when the diagram is far below the fold; on a phone that costs hundreds of
 * milliseconds of blocking time before the reader can scroll. Diagrams in view render at once.
 * Most diagrams never get here: they are drawn ahead of time and shown as images
 * (plugins/prerendered-diagrams); this renders only those without pre-rendered SVGs.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the viewport a diagram starts to render, so it is ready when scrolled to. */
const RENDER_MARGIN = '600px 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: RENDER_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className={isNear ? undefined : styles.pending}>
      {isNear && <Mermaid {...props} />}
    </div>
  );
}
