import {lazy, Suspense, useCallback, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThirdParty} from '@site/src/data/integrations';
import styles from './styles.module.css';

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

/** The "ASK AI" button on every page. */
export default function AskAi() {
  const {siteConfig} = useDocusaurusContext();
  const widget = (siteConfig.customFields?.thirdParty as ThirdParty | undefined)?.askAiWidget;
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => (widget ? openHostedWidget(widget) : setIsOpen(true))}
      >
        ASK AI
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <AskAiPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
