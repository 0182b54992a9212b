/**
 * The app element Docusaurus's client entry renders, in a module of its own so that ./clientEntry
 * evaluates it (and the app's modules with it) in a task of its own.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import App from '@docusaurus/core/lib/client/App';

const Router: ComponentType<{children?: ReactNode}> =
  siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;

export const app = (
  <HelmetProvider>
    <Router>
      <App />
    </Router>
  </HelmetProvider>
);
