/**
 * Theme override (wrap): gives the doc cards the docs of their version, which the build moved out
 * of the version props every doc page loads (plugins/lean-client-data), and which only pages with
 * cards need. Server rendering waits for them; in the browser the server's cards stay on screen
 * until they arrive, so the first load hydrates them without a change.
 */
import React, {memo, Suspense, use, type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {cardDocsKey, loadCardDocs} from '@site/src/data/card-docs';

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
