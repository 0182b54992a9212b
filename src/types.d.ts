// Stylesheet entry points that ship without type declarations.
declare module '@docsearch/react/style';
// The real prism-react-renderer, behind the wrapper every other import gets (patches/prism-on-demand).
declare module 'prism-react-renderer-original' {
  export * from 'prism-react-renderer';
}
declare module '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
// The route table split into a core and shards (patches/route-shards), written at build time.
declare module '@generated/route-shards/routes' {
  import type {RouteConfig} from 'react-router-config';
  export const leaves: Record<string, RouteConfig[]>;
  const routes: RouteConfig[];
  export default routes;
}
declare module '@generated/route-shards/index' {
  import type {RouteConfig} from 'react-router-config';
  export const boundaries: string[];
  export const loaders: (() => Promise<{
    routes: Record<string, RouteConfig[]>;
    chunkNames: Record<string, unknown>;
    registry: Record<string, unknown>;
  }>)[];
}
