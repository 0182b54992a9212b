/**
 * Theme override (wrap): the /search page uses the local index unless hosted search is
 * configured, in which case the theme's Algolia-backed page runs unchanged.
 */
import SearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchPage from '@site/src/components/LocalSearchPage';
import type {SearchSettings} from '@site/src/data/search';

export default function SearchPageWrapper() {
  const {siteConfig} = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchSettings;
  return search.mode === 'hosted' ? <SearchPage /> : <LocalSearchPage />;
}
