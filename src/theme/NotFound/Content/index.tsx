/**
 * Theme override: the not-found content. With docs at the site root, every unknown path renders
 * this inside the docs layout (DocRoot), so this component, not NotFound itself, sets the
 * "Page Not Found" title. It offers search with the words of the missing path already typed, and
 * lists the closest pages, found in the browser with the titles search index (fetched only here,
 * after the page has painted).
 */
import {useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {closestPages, wordsOfPath} from '../words';
import styles from '../styles.module.css';

type Suggestion = {url: string; title: string; section: string | null};

type Props = {className?: string};

export default function NotFoundContent({className}: Props) {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const baseUrl = useBaseUrl('/');
  const searchUrl = useBaseUrl('/search');
  // The pre-built 404.html does not know the missing path; the effect fills the words in once hydrated.
  const [words, setWords] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    setWords(wordsOfPath(location.pathname));
  }, [location.pathname]);

  useEffect(() => {
    if (!words) return undefined;
    let cancelled = false;
    import('@site/src/search/client')
      .then(({loadLocalEngine}) => loadLocalEngine(baseUrl))
      .then((engine) => {
        if (cancelled) return;
        const hits = engine.search(words, {hitsPerPage: 40}).hits.map(({section}) => ({
          url: section.url,
          title: section.lvl1,
          section: section.lvl2,
        }));
        setSuggestions(closestPages(hits));
      })
      .catch((error: unknown) => {
        console.warn(`Not-found page: no suggestions (${String(error)})`);
        if (!cancelled) setSuggestions([]);
      });
    return () => {
      cancelled = true;
    };
  }, [words, baseUrl]);

  return (
    <>
      <Head>
        <title>{`Page Not Found | ${siteConfig.title}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Page Not Found</Heading>
            <p>
              There is no page at this address. It may have moved when the documentation was reorganised, or the link
              may have a typo. Search for it, or start from one of the pages below.
            </p>
            <form action={searchUrl} method="get" role="search" className={styles.search}>
              <label htmlFor="not-found-search">Search the documentation</label>
              <div className={styles.row}>
                <input
                  id="not-found-search"
                  name="q"
                  type="search"
                  defaultValue={words}
                  key={words}
                  className={styles.input}
                />
                <button type="submit" className="button button--primary">
                  Search
                </button>
              </div>
            </form>
            {suggestions && suggestions.length > 0 && (
              <>
                <Heading as="h2" id="closest-pages">
                  Closest pages
                </Heading>
                <ul data-testid="closest-pages">
                  {suggestions.map((s) => (
                    <li key={s.url}>
                      <Link to={s.url}>{s.title}</Link>
                      {s.section ? ` (${s.section})` : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>
              Or go to the <Link to="/">documentation home</Link>, the <Link to="/quickstart">quickstart</Link> or the{' '}
              <Link to="/reference">reference</Link>.
            </p>
          </div>
        </div>
      </main>
    </>
  );
}
