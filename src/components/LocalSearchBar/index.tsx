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
import {MAX_QUERY_LENGTH, HITS_PER_PAGE} from '@site/src/search/constants';
import './styles.css';

type Props = {indexName: string; reportIssueUrl: string};

// The subpath entry (which keeps the modal out of the first load) ships without types.
type KeyboardEventsProps = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  isAskAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
};
const useDocSearchKeyboardEvents = untypedKeyboardEvents as (props: KeyboardEventsProps) => void;

// The modal, its styles and the search client (with MiniSearch) load on the first sign that a
// reader is about to search, never with the page.
let Modal: ComponentType<DocSearchModalProps> | null = null;
let client: typeof import('@site/src/search/client') | null = null;
async function importModal(): Promise<void> {
  if (Modal && client) return;
  const [{DocSearchModal}, , searchClient] = await Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('@site/src/search/client'),
  ]);
  Modal = DocSearchModal;
  client = searchClient;
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
    importModal()
      .then(() => client?.loadLocalEngine(baseUrl))
      .catch(() => undefined);
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
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  // DocSearch labels the button "Search (Control+k)" while it shows "Search Ctrl K": the name does
  // not contain the visible text (axe: label-content-name-mismatch). The button is named by its
  // visible text instead (styles.css keeps the word "Search" for screen readers on narrow screens,
  // where DocSearch hides it), the key caps are hidden from assistive technology, and the shortcut
  // stays announced through aria-keyshortcuts. DocSearch renders the caps after mounting, hence the observer.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button) return undefined;
    const align = () => {
      button.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true');
      if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
    };
    align();
    const observer = new MutationObserver(align);
    observer.observe(button, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label']});
    return () => observer.disconnect();
  }, []);

  // DocSearch 4 no longer opens on a typed key, nor on "/" while a button has focus: the spec
  // wants both, so printable keys the hook left alone open the modal with that key typed.
  useEffect(() => {
    if (isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length !== 1 || event.key === ' ') return;
      const target = event.composedPath()[0] as HTMLElement;
      if (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (document.body.classList.contains('DocSearch--active')) return;
      event.preventDefault();
      setInitialQuery(event.key === '/' ? undefined : event.key);
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open]);

  // While open: limit the input to the spec's 64 characters (DocSearch allows more); say
  // "No recent searches" on an empty start screen, which DocSearch 4 leaves blank; and show the
  // error screen when the index cannot be fetched (DocSearch 4 shows it only for Algolia's own
  // network errors and would claim there are no results).
  useEffect(() => {
    if (!isOpen) return undefined;
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(function attach() {
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!modal || !input) {
        requestAnimationFrame(attach);
        return;
      }
      input.maxLength = MAX_QUERY_LENGTH;
      const empty = document.createElement('div');
      empty.className = 'DocSearch-Dropdown local-search-empty';
      empty.innerHTML = '<div class="DocSearch-StartScreen"><p class="DocSearch-Help">No recent searches</p></div>';
      const failed = document.createElement('div');
      failed.className = 'DocSearch-Dropdown local-search-error';
      failed.innerHTML =
        '<div class="DocSearch-ErrorScreen"><p class="DocSearch-Title">Unable to fetch results</p>' +
        '<p class="DocSearch-Help">You might want to check your network connection.</p></div>';
      modal.querySelector('.DocSearch-SearchBar')?.after(empty, failed);
      const update = () => {
        const hasDropdown =
          modal.querySelector('.DocSearch-Dropdown:not(.local-search-empty):not(.local-search-error)') !== null;
        const hasFailed = (client?.indexStatus.hasFailed ?? false) && input.value !== '';
        empty.hidden = hasDropdown || input.value !== '';
        failed.hidden = !hasFailed;
        modal.classList.toggle('local-search-failed', hasFailed);
      };
      update();
      observer = new MutationObserver(update);
      observer.observe(modal, {childList: true, subtree: true});
      input.addEventListener('input', update);
      // When the full index arrives, ask again for what is typed, so the list shows sections
      // matched by their text too. React only passes on an input event whose value differs from
      // the one it last saw, hence resetting its value tracker first.
      const refresh = () => {
        if (!input.value) return;
        (input as HTMLInputElement & {_valueTracker?: {setValue: (v: string) => void}})._valueTracker?.setValue('');
        input.dispatchEvent(new Event('input', {bubbles: true}));
      };
      client?.indexStatus.listeners.add(update);
      client?.fullIndex.listeners.add(refresh);
      cleanup = () => {
        client?.indexStatus.listeners.delete(update);
        return client?.fullIndex.listeners.delete(refresh) ?? false;
      };
    });
    let cleanup = () => false;
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      cleanup();
    };
  }, [isOpen]);

  const transformSearchClient = useCallback(
    // Called only by the open modal, after importModal() has loaded the client.
    () => client!.createLocalSearchClient(baseUrl) as unknown as DocSearchTransformClient,
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
