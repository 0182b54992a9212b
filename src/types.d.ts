// Stylesheet entry points that ship without type declarations.
declare module '@docsearch/react/style';
// The real prism-react-renderer, behind the wrapper every other import gets (plugins/prism-on-demand).
declare module 'prism-react-renderer-original' {
  export * from 'prism-react-renderer';
}
declare module '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
