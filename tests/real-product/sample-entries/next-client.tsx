// Stands in for Next.js in the browser: it renders the page's `app/providers.tsx` around the
// client component `app/components/chat-button.tsx`, as the App Router does after hydration.
// Next.js inlines `process.env.NEXT_PUBLIC_…` into browser code; the harness runs in Node, where
// the samples runner has set those variables to the server under test.
import {createRoot} from 'react-dom/client';
import {Providers} from './app/providers';
import {ChatButton} from './app/components/chat-button';

createRoot(document.getElementById('root')!).render(
  <Providers>
    <ChatButton />
  </Providers>,
);
