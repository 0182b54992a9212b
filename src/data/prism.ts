import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The GitHub light code theme with token colours darkened to reach WCAG AA contrast (4.5:1) on
 * its #f6f8fa background; the stock colours (e.g. strings #e3116c, comments #999988) fail axe.
 */
export const accessibleLightTheme: PrismTheme = {
  ...themes.github,
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#5f6670', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value'], style: {color: '#a31550'}},
    {types: ['punctuation', 'operator'], style: {color: '#393A34'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#107575'},
    },
    {types: ['atrule', 'keyword', 'attr-name', 'selector'], style: {color: '#005a9e'}},
    {types: ['function', 'deleted', 'tag'], style: {color: '#b31d28'}},
    {types: ['function-variable'], style: {color: '#6f42c1'}},
    {types: ['tag', 'selector', 'keyword'], style: {color: '#00009f'}},
  ],
};

/** Dracula with comments lightened to reach WCAG AA on its #282A36 background (stock: 3.0:1). */
export const accessibleDarkTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((entry) =>
    entry.types.includes('comment') ? {...entry, style: {...entry.style, color: '#9ea8c7'}} : entry,
  ),
};
