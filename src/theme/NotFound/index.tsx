/**
 * Theme override: the not-found page outside the docs (the stock page, with our content and a
 * "Page Not Found" title). Unknown paths under the docs render NotFound/Content directly.
 */
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function NotFound() {
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <Layout>
        <NotFoundContent />
      </Layout>
    </>
  );
}
