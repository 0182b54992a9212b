/**
 * Theme override (wrap): gives the doc cards the docs of their version, which the build moved out
 * of the version props every doc page loads (patches/lean-client-data), and which only pages with
 * cards need. Server rendering waits for them (Suspense); in the browser the first page of cards
 * waits for them before it hydrates (below), and a later one shows its cards when they arrive.
 */
import React, {memo, Suspense, use, type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {cardDocsKey, cardDocsKeyForPath, loadCardDocs} from '@site/src/data/card-docs';
import {preloadingPath, waitBeforeRender} from '@site/src/data/before-render';

// This module loads with the first page of cards: that page waits for its docs before it renders
// (or hydrates), so that the server's cards are kept. Were the cards to wait inside React, an
// update of any context above them (colour mode, say) would make React drop and redraw them.
if (typeof window !== 'undefined') {
  const key = cardDocsKeyForPath(preloadingPath() ?? window.location.pathname);
  const docs = key ? loadCardDocs(key) : undefined;
  if (docs) waitBeforeRender(docs);
}

type Props = WrapperProps<typeof DocCardListType>;
type Version = ReturnType<typeof useDocsVersion>;

// Memoized: an update reaching the cards before their docs arrive would make React drop the
// server's cards and render them again.
const WithDocs = memo(function WithDocs({
  version,
  docs,
  ...props
}: Props & {version: Version; docs: Promise<Version['docs']>}): ReactNode {
  return (
    <DocsVersionProvider version={{...version, docs: use(docs)}}>
      <DocCardList {...props} />
    </DocsVersionProvider>
  );
});

export default function DocCardListWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const docs = loadCardDocs(cardDocsKey(version.pluginId, version.version));
  if (!docs) return <DocCardList {...props} />;
  return (
    <Suspense fallback={null}>
      <WithDocs {...props} version={version} docs={docs as Promise<Version['docs']>} />
    </Suspense>
  );
}
