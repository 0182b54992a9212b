// Stands in for Next.js in the browser: it renders the page's `app/providers.tsx` around the
// client component `app/components/chat-button.tsx`, as the App Router does after hydration.
// Next.js inlines `process.env.NEXT_PUBLIC_…` into browser code; the harness runs in Node, where
// the samples runner has set those variables to the server under test.
import {createRequire} from 'node:module';
import {createRoot} from 'react-dom/client';

// A test-tool quirk, not the reader's: when tsx's ESM loader is the first to load the CommonJS
// entry `@unleash/nextjs/client`, its named exports (FlagProvider, useFlag) come out undefined
// (tsx 4.23.15); once Node's require has loaded it, imports get the real ones. Next.js bundles the
// package and is not affected.
createRequire(import.meta.url)('@unleash/nextjs/client');
const {Providers} = await import('./app/providers');
const {ChatButton} = await import('./app/components/chat-button');

createRoot(document.getElementById('root')!).render(
  <Providers>
    <ChatButton />
  </Providers>,
);
