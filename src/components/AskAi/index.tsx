import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThirdParty} from '@site/src/data/integrations';
import {OPEN_EVENT, type OpenRequest} from './opener';

// The panel and the search index load only when a reader opens it.
const AskAiPanel = lazy(() => import('./Panel'));

type Widget = NonNullable<ThirdParty['askAiWidget']>;

/** Loads the configured hosted widget on first use and asks it to open. */
function openHostedWidget(widget: Widget) {
  const w = window as unknown as {Kapa?: {open?: () => void}};
  if (w.Kapa?.open) {
    w.Kapa.open();
    return;
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = widget.src;
  script.setAttribute('data-website-id', widget.id);
  script.addEventListener('load', () => w.Kapa?.open?.());
  document.head.appendChild(script);
}

/**
 * The "ASK AI" panel of every page, opened by any "ASK AI" button (./Button.tsx). When it
 * closes, focus goes back to the button that opened it.
 */
export default function AskAi() {
  const {siteConfig} = useDocusaurusContext();
  const widget = (siteConfig.customFields?.thirdParty as ThirdParty | undefined)?.askAiWidget;
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const {opener} = (event as CustomEvent<OpenRequest>).detail;
      if (widget) {
        openHostedWidget(widget);
        return;
      }
      openerRef.current = opener;
      setIsOpen(true);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, [widget]);

  const close = useCallback(() => {
    setIsOpen(false);
    const opener = openerRef.current;
    // The button may have gone (a navigation from a result link); then focus stays where it is.
    if (opener?.isConnected) opener.focus();
  }, []);

  return isOpen ? (
    <Suspense fallback={null}>
      <AskAiPanel onClose={close} />
    </Suspense>
  ) : null;
}
