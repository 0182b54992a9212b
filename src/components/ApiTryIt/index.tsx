import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * The interactive request panel (the OpenAPI theme's explorer, its code editor and code
 * generators: megabytes of JavaScript) loads only when a reader asks for it, with the operation
 * it sends (`panel`: the JSON file the page generator wrote next to the page, see
 * plugins/openapi-pages/markdown.ts). Hovering or focusing the button starts the download early.
 */
const loadPanel = () => import('./Panel');
const Panel = lazy(loadPanel);

export default function ApiTryIt({panel}: {panel?: string}): ReactNode {
  const panelUrl = useBaseUrl(panel ?? '');
  const [isOpen, setOpen] = useState(false);
  if (!panel) return null;
  return (
    <div className={styles.tryIt}>
      {isOpen ? (
        <Suspense fallback={<p role="status">Loading the request panel…</p>}>
          <Panel operationUrl={panelUrl} />
        </Suspense>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen(true)}
            onMouseEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
          >
            Try it
          </button>
          <p className={styles.hint}>
            Opens a panel where you set your instance&apos;s URL and a token, fill in the parameters and send the
            request from your browser. Nothing is sent until you press the send button.
          </p>
        </>
      )}
    </div>
  );
}
