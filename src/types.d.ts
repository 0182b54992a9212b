// Stylesheet entry points that ship without type declarations.
declare module '@docsearch/react/style';
