import {useCallback, useEffect, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {fullIndex, loadFullEngine, loadLocalEngine} from '@site/src/search/client';
import {extractAround, highlight, HITS_PER_PAGE, MAX_QUERY_LENGTH, type Engine} from '@site/src/search/engine';
import styles from './styles.module.css';

const queryFromLocation = (search: string) => (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);

/**
 * The /search page over the local index: reads `q`, keeps it in the URL while the reader types,
 * and pages through every hit, 20 at a time.
 */
export default function LocalSearchPage() {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  // Empty on the first render, as in the pre-built HTML (which has no query); the effect below
  // reads `q` once hydrated, so React never meets a mismatch.
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<Engine | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [pages, setPages] = useState(1);

  // The titles index answers first. The full index (several times larger, and a second of parsing
  // on a slow phone) replaces it once the reader does anything on the page, or asks for it.
  useEffect(() => {
    const upgrade = () => setEngine(fullIndex.engine);
    fullIndex.listeners.add(upgrade);
    loadLocalEngine(baseUrl).then(
      (first) => setEngine(fullIndex.engine ?? first),
      () => setHasFailed(true),
    );
    return () => {
      fullIndex.listeners.delete(upgrade);
    };
  }, [baseUrl]);
  const isFull = engine !== null && engine === fullIndex.engine;
  const loadFull = useCallback(() => {
    loadFullEngine(baseUrl).catch(() => undefined);
  }, [baseUrl]);
  useEffect(() => {
    if (!engine || isFull) return undefined;
    const events = ['pointerdown', 'keydown', 'scroll', 'focusin', 'touchstart'] as const;
    const onActivity = () => loadFull();
    events.forEach((name) => window.addEventListener(name, onActivity, {once: true, passive: true}));
    return () => events.forEach((name) => window.removeEventListener(name, onActivity));
  }, [engine, isFull, loadFull]);

  useEffect(() => {
    setQuery(queryFromLocation(location.search));
  }, [location.search]);

  const result = useMemo(
    () => (engine && query.trim() ? engine.search(query, {hitsPerPage: HITS_PER_PAGE * pages}) : null),
    [engine, query, pages],
  );

  const onChange = (value: string) => {
    const next = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(next);
    setPages(1);
    history.replace({search: next ? `?q=${encodeURIComponent(next)}` : ''});
  };

  // The heading stays the same with or without a query: the pre-built page cannot know `q`, and a
  // heading that changed after loading would push the page down.
  const heading = 'Search the documentation';
  return (
    <Layout
      title={query.trim() ? `Search results for “${query}”` : heading}
      description="Search every page of the Unleash documentation."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{heading}</Heading>
        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search docs"
            placeholder="Search docs"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
          />
        </form>
        {hasFailed && (
          <div className={styles.status} role="alert">
            <p>
              <strong>Unable to fetch results</strong>
            </p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {!hasFailed && query.trim() && !engine && <p className={styles.status}>Loading the search index…</p>}
        {result && (
          <>
            <p className={styles.status} aria-live="polite">
              {result.nbHits === 0 ? `No results for “${query}”` : `${result.nbHits} results for “${query}”`}
              {!isFull && ' in titles and headings. '}
              {!isFull && (
                <button type="button" className={styles.more} onClick={loadFull}>
                  Search the full text
                </button>
              )}
            </p>
            <ol className={styles.results}>
              {result.hits.map(({section}) => (
                <li key={section.id} className={styles.result}>
                  <Link to={section.url} className={styles.title}>
                    <span
                      dangerouslySetInnerHTML={{
                        __html: highlight(section.lvl3 ?? section.lvl2 ?? section.lvl1, result.terms),
                      }}
                    />
                  </Link>
                  <div className={styles.path}>
                    {[section.lvl0, section.lvl1, section.lvl3 ? section.lvl2 : null].filter(Boolean).join(' › ')}
                  </div>
                  {section.extract && (
                    <p
                      className={styles.extract}
                      dangerouslySetInnerHTML={{
                        __html: highlight(extractAround(section.extract, result.terms), result.terms),
                      }}
                    />
                  )}
                </li>
              ))}
            </ol>
            {result.hits.length < result.nbHits && (
              <button type="button" className="button button--secondary" onClick={() => setPages((p) => p + 1)}>
                Show more results
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
