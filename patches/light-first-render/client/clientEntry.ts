/**
 * Stands in for Docusaurus's client entry (`@docusaurus/core/lib/client/clientEntry`) in the
 * production browser bundle (see ../index.ts). It does what Docusaurus's does (set up
 * `window.docusaurus`, load the page's route components, then hydrate the server's markup in a
 * transition) but not in one go: Docusaurus's entry evaluated React DOM, the app and its
 * dependencies, then started the page's preload, all in main.js's task, about 25 ms of a fast
 * CPU and so 100 ms of a throttled phone's, long enough to block input. Here each step takes a
 * task of its own (startSteps), so the browser can paint and answer a tap in between. The
 * modules stay in main.js (webpackMode "eager"): no extra request.
 */
import {startTransition, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {startSteps} from './steps';

async function start(): Promise<void> {
  const container = document.getElementById('__docusaurus');
  if (!container) throw new Error('The page has no #__docusaurus element to hydrate');
  let ReactDOM: typeof import('react-dom/client');
  let app: ReactNode;
  await startSteps([
    async () => {
      ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
    },
    async () => {
      ({app} = await import(/* webpackMode: "eager" */ './app'));
    },
    async () => {
      const {preloadPage} = await import(/* webpackMode: "eager" */ './preloadPage');
      await preloadPage(window.location.pathname);
    },
  ]);
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  start().catch((error: unknown) => console.error('The page could not start:', error));
}
