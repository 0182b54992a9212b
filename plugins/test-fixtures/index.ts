import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Test-only routes, added when DOCS_TEST_FIXTURES=true (the e2e build). Like the Docusaurus
 * website's _dogfooding pages, they let tests reach states a real page never shows on purpose:
 * /__test/crash throws while rendering, to prove the "This page crashed" screen.
 */
export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    contentLoaded({actions}) {
      actions.addRoute({
        path: '/__test/crash',
        component: path.join(__dirname, 'CrashingPage.tsx'),
        exact: true,
      });
    },
  };
}
