// Types for the OpenAPI theme's modules that the request panel uses; the theme ships none.
declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';
  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}
declare module '@theme/ApiItem/store' {
  export function createStoreWithState(state: unknown, middlewares: unknown[]): import('redux').Store;
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(args: {security: unknown; securitySchemes: unknown; options: unknown}): unknown;
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export function createPersistenceMiddleware(options: unknown): unknown;
}
declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';
  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}
declare module '@generated/docusaurus-theme-openapi/default/panel-styles.json' {
  const styles: {css: string};
  export default styles;
}
