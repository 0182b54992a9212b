/**
 * Theme override (wrap): with hosted search configured (DOCSEARCH_* variables at build time) the
 * theme's own Algolia-backed SearchBar runs unchanged; otherwise, the default, the same DocSearch
 * modal answers from the index the build writes, and no request leaves the site.
 */
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import type {SearchSettings} from '@site/src/data/search';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props) {
  const {siteConfig} = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchSettings;
  if (search.mode === 'hosted') return <SearchBar {...props} />;
  return <LocalSearchBar indexName={search.indexName} reportIssueUrl={search.reportIssueUrl} />;
}
