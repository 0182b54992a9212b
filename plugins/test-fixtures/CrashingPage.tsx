import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useEffect, useState} from 'react';

/** Renders once, then throws on the client: the error boundary must show "This page crashed". */
export default function CrashingPage() {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  if (hasMounted) {
    throw new Error('Deliberate crash from the test fixture');
  }
  return (
    <Layout title="Crash fixture" description="A page that crashes on purpose, for tests.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash fixture</h1>
      </main>
    </Layout>
  );
}
