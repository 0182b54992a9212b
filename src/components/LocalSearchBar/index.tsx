import {useCallback, useEffect, useRef, useState, type ComponentType, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents as untypedKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import {createLocalSearchClient, loadLocalEngine} from '@site/src/search/client';
import {MAX_QUERY_LENGTH, HITS_PER_PAGE} from '@site/src/search/engine';
import './styles.css';

type Props = {indexName: string; reportIssueUrl: string};

// The subpath entry (which keeps the modal out of the first load) ships without types.
type KeyboardEventsProps = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  isAskAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
};
const useDocSearchKeyboardEvents = untypedKeyboardEvents as (props: KeyboardEventsProps) => void;

let Modal: ComponentType<DocSearchModalProps> | null = null;
async function importModal(): Promise<void> {
  if (Modal) return;
  const [{DocSearchModal}] = await Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]);
  Modal = DocSearchModal;
}

/** The spec's texts where DocSearch's defaults (as Docusaurus ships them) differ. */
const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
  footer: {
    ...translations.modal?.footer,
    selectText: 'to select',
    navigateText: 'to navigate',
    closeText: 'to close',
    poweredByText: 'Search by',
  },
};

/**
 * The DocSearch button and modal, answered from the index the build writes (no hosted service).
 * Hovering or focusing the button loads the modal code and the index early; nothing is loaded
 * before that.
 */
export default function LocalSearchBar({indexName, reportIssueUrl}: Props) {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const createSearchLink = useSearchLinkCreator();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const prepare = useCallback(() => {
    void importModal();
    loadLocalEngine(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void importModal().then(() => setIsOpen(true));
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Ctrl/Cmd+F stays the browser's find; any other key opens search with that key typed.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  // DocSearch accepts long queries; the spec limits input to 64 characters.
  useEffect(() => {
    if (!isOpen) return undefined;
    const frame = requestAnimationFrame(function limit() {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input) input.maxLength = MAX_QUERY_LENGTH;
      else requestAnimationFrame(limit);
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  const transformSearchClient = useCallback(
    () => createLocalSearchClient(baseUrl) as unknown as DocSearchTransformClient,
    [baseUrl],
  );

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onFocus={prepare}
        onMouseOver={prepare}
        onTouchStart={prepare}
        translations={translations.button}
      />
      {isOpen &&
        Modal &&
        container.current &&
        createPortal(
          <Modal
            appId="local"
            apiKey="local"
            indexName={indexName}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            placeholder="Search docs"
            translations={modalTranslations}
            transformSearchClient={transformSearchClient}
            searchParameters={{facetFilters, hitsPerPage: HITS_PER_PAGE}}
            recentSearchesLimit={7}
            recentSearchesWithFavoritesLimit={4}
            insights={false}
            navigator={{navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}}
            hitComponent={({hit, children}) => <Link to={hit.url}>{children}</Link>}
            transformItems={(items) =>
              items.map((item) => {
                const url = new URL(item.url);
                return {...item, url: `${url.pathname}${url.hash}`};
              })
            }
            getMissingResultsUrl={({query}) =>
              `${reportIssueUrl}?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`
            }
            resultsFooterComponent={({state}) => (
              <Link to={createSearchLink(state.query)} onClick={close}>
                {`See all ${String(state.context.nbHits)} results`}
              </Link>
            )}
            onAskAiToggle={() => undefined}
          />,
          container.current,
        )}
    </>
  );
}
