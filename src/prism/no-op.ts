// Stands in for the classic theme's client module that loaded Prism into the main bundle to
// register languages (see patches/prism-on-demand): ./with-languages.ts registers them instead.
export {};
