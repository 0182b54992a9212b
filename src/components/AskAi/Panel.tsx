import {useEffect, useRef, useState, type FormEvent} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadFullEngine, loadLocalEngine} from '@site/src/search/client';
import {MAX_QUESTION_LENGTH} from '@site/src/search/constants';
import {answerQuestion, type Answer} from '@site/src/search/answer';
import {useFocusTrap} from './useFocusTrap';
import styles from './styles.module.css';

type Props = {onClose: () => void};

type State =
  | {kind: 'idle'}
  | {kind: 'empty'}
  | {kind: 'loading'}
  | {kind: 'failed'}
  | {kind: 'answered'; question: string; answer: Answer};

/** Reads a page's Markdown twin from this site; the answer falls back to the index if it cannot. */
const readPage = (base: string) => async (markdownPath: string) => {
  const response = await fetch(`${base}${markdownPath.replace(/^\//, '')}`);
  if (!response.ok) {
    console.warn(`ASK AI: ${markdownPath} could not be read (HTTP ${response.status}); answering from the index`);
    return null;
  }
  return response.text();
};

/**
 * The local answer panel: answers a question with sentences quoted from the best sections of the
 * documentation, each linked to its section, or says that the documentation does not cover it.
 * Nothing is generated and nothing leaves the site.
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
      // Ranking needs section text: the full index, or the titles index if it cannot be loaded.
      const engine = await loadFullEngine(baseUrl).catch(() => loadLocalEngine(baseUrl));
      setState({kind: 'answered', question: text, answer: await answerQuestion(engine, text, readPage(baseUrl))});
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
            maxLength={MAX_QUESTION_LENGTH}
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
          Answers quote sentences of this documentation, each linked to the section it comes from: no text is generated
          and nothing leaves the site.
        </p>
        <div aria-live="polite">
          {state.kind === 'empty' && <p>Type a question about Unleash first.</p>}
          {state.kind === 'loading' && <p>Looking through the docs…</p>}
          {state.kind === 'failed' && <p>Unable to fetch results. You might want to check your network connection.</p>}
          {state.kind === 'answered' && state.answer.kind === 'empty' && <p>Type a question about Unleash first.</p>}
          {state.kind === 'answered' && state.answer.kind === 'not-covered' && (
            <div className={styles.answer}>
              <p className={styles.notCovered}>
                The documentation does not cover “{state.question}”. Try other words, or the{' '}
                <Link to="/search">search page</Link>.
              </p>
              {state.answer.closest.length > 0 && (
                <>
                  <h3 className={styles.sourcesTitle}>Closest sections</h3>
                  <ol className={styles.sources}>
                    {state.answer.closest.map(({n, section, titleHtml}) => (
                      <li key={n}>
                        <Link to={section.url} onClick={onClose}>
                          <span dangerouslySetInnerHTML={{__html: titleHtml}} />
                        </Link>
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </div>
          )}
          {state.kind === 'answered' && state.answer.kind === 'answer' && (
            <div className={styles.answer}>
              <h3 className={styles.sourcesTitle}>From the docs</h3>
              <p className={styles.answerText}>
                {state.answer.sentences.map(({html, citation}, i) => {
                  const source = (state.answer as Extract<Answer, {kind: 'answer'}>).citations[citation - 1];
                  return (
                    <span key={i}>
                      <span dangerouslySetInnerHTML={{__html: html}} />{' '}
                      <Link
                        to={source.section.url}
                        className={styles.cite}
                        onClick={onClose}
                        aria-label={`Source ${citation}`}
                      >
                        [{citation}]
                      </Link>{' '}
                    </span>
                  );
                })}
              </p>
              <h3 className={styles.sourcesTitle}>Sources</h3>
              <ol className={styles.sources}>
                {state.answer.citations.map(({n, section, titleHtml}) => (
                  <li key={n}>
                    <Link to={section.url} className={styles.sourceLink} onClick={onClose}>
                      <span dangerouslySetInnerHTML={{__html: titleHtml}} />
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
