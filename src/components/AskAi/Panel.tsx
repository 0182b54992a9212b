import {useEffect, useRef, useState, type FormEvent} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadFullEngine, loadLocalEngine} from '@site/src/search/client';
import {answerQuestion, type Passage} from '@site/src/search/answer';
import {useFocusTrap} from './useFocusTrap';
import styles from './styles.module.css';

type Props = {onClose: () => void};

type State =
  | {kind: 'idle'}
  | {kind: 'empty'}
  | {kind: 'loading'}
  | {kind: 'failed'}
  | {kind: 'answered'; question: string; passages: Passage[]};

/**
 * The local answer panel: finds the passages of the documentation that best match a question.
 * It assembles an answer from the docs; it does not generate text.
 */
export default function AskAiPanel({onClose}: Props) {
  const baseUrl = useBaseUrl('/');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<State>({kind: 'idle'});

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) {
      setState({kind: 'empty'});
      return;
    }
    setState({kind: 'loading'});
    try {
      // Passages need section text: the full index, or the titles index if it cannot be loaded.
      const engine = await loadFullEngine(baseUrl).catch(() => loadLocalEngine(baseUrl));
      setState({kind: 'answered', question: text, passages: answerQuestion(engine, text)});
    } catch {
      setState({kind: 'failed'});
    }
  };

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="ask-ai-title"
        className={styles.panel}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.header}>
          <h2 id="ask-ai-title" className={styles.title}>
            Ask the Unleash docs
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        <form onSubmit={(e) => void ask(e)} className={styles.form}>
          <label htmlFor="ask-ai-question" className={styles.label}>
            Your question
          </label>
          <textarea
            id="ask-ai-question"
            ref={inputRef}
            className={styles.input}
            rows={2}
            maxLength={300}
            value={question}
            placeholder="How do I create an API token?"
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) void ask(e);
            }}
          />
          <button type="submit" className="button button--primary">
            Ask
          </button>
        </form>
        <p className={styles.note}>
          Answers are assembled from passages of this documentation: no text is generated and nothing leaves the site.
        </p>
        <div aria-live="polite">
          {state.kind === 'empty' && <p>Type a question about Unleash first.</p>}
          {state.kind === 'loading' && <p>Looking through the docs…</p>}
          {state.kind === 'failed' && <p>Unable to fetch results. You might want to check your network connection.</p>}
          {state.kind === 'answered' && state.passages.length === 0 && (
            <p>
              No passage of the docs matches “{state.question}”. Try other words, or the{' '}
              <Link to="/search">search page</Link>.
            </p>
          )}
          {state.kind === 'answered' && state.passages.length > 0 && (
            <ol className={styles.passages}>
              {state.passages.map(({section, titleHtml, extractHtml}) => (
                <li key={section.id}>
                  <Link to={section.url} className={styles.passageTitle} onClick={onClose}>
                    <span dangerouslySetInnerHTML={{__html: titleHtml}} />
                  </Link>
                  <p className={styles.extract} dangerouslySetInnerHTML={{__html: extractHtml}} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
