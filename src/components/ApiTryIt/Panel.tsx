/**
 * The OpenAPI theme's request panel, set up as the theme's own ApiItem does (a Redux store with
 * the operation's parameters, servers and security), but loaded on demand by ApiTryIt.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import ApiExplorer from '@theme/ApiExplorer';
import {createStoreWithState} from '@theme/ApiItem/store';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {fetchOperation, initialPanelState, type ApiOperation} from './state';
// The theme's stylesheet, compiled by plugins/openapi-pages/lazy-styles.ts and kept off other pages.
import panelStyles from '@generated/docusaurus-theme-openapi/default/panel-styles.json';

type Props = {operationUrl: string};
const STYLE_ID = 'openapi-panel-styles';

export default function Panel({operationUrl}: Props): ReactNode {
  const [api, setApi] = useState<ApiOperation | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!document.getElementById(STYLE_ID)) {
      const style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = panelStyles.css;
      document.head.append(style);
    }
  }, []);
  useEffect(() => {
    fetchOperation(operationUrl).then(setApi, (e: unknown) => setError(String(e)));
  }, [operationUrl]);
  if (error) return <p role="alert">The request panel could not start: {error}</p>;
  if (!api) return <p role="status">Loading the request panel…</p>;
  const auth = createAuth({security: api.security, securitySchemes: api.securitySchemes, options: undefined});
  const store = createStoreWithState(initialPanelState(api, auth), [createPersistenceMiddleware(undefined)]);
  return (
    <Provider store={store}>
      <SchemaExpansionProvider>
        <div className="theme-api-markdown">
          <ApiExplorer item={api} infoPath={undefined} />
        </div>
      </SchemaExpansionProvider>
    </Provider>
  );
}
