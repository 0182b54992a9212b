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

type Style = Record<string, string | number | undefined>;

/** The style each token type gets from a theme, merged as prism-react-renderer merges it. */
export function styleByType(theme: PrismTheme): Map<string, Style> {
  const byType = new Map<string, Style>();
  for (const {types, style} of theme.styles) {
    for (const type of types) byType.set(type, {...byType.get(type), ...(style as Style)});
  }
  return byType;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const variable = (type: string, property: string) => `--prism-${type}-${kebab(property)}`;

/**
 * One Prism theme for both colour modes, whose colours are CSS variables, and the stylesheet that
 * sets those variables per mode. Code blocks then render the same markup on the server and in
 * either mode, so the theme need not render every code block a second time after hydration to
 * apply the dark colours (Docusaurus's CodeBlock does, keyed on "is browser").
 * Where one mode's theme leaves a property unset for a token type, the variable gets the value
 * the code would show without it (the plain colour, upright text, full opacity).
 */
export function cssVariablePrismTheme(light: PrismTheme, dark: PrismTheme): {theme: PrismTheme; css: string} {
  const modes = {light: styleByType(light), dark: styleByType(dark)};
  const properties = new Map<string, Set<string>>();
  for (const byType of Object.values(modes)) {
    for (const [type, style] of byType) {
      const set = properties.get(type) ?? new Set<string>();
      for (const [property, value] of Object.entries(style)) if (value !== undefined) set.add(property);
      properties.set(type, set);
    }
  }
  const types = [...properties.keys()].sort();
  const theme: PrismTheme = {
    plain: {color: 'var(--prism-plain-color)', backgroundColor: 'var(--prism-plain-background-color)'},
    styles: types.map((type) => ({
      types: [type],
      style: Object.fromEntries([...(properties.get(type) ?? [])].map((p) => [p, `var(${variable(type, p)})`])),
    })),
  };
  const fallback = (plain: PrismTheme['plain'], property: string) =>
    property === 'color' ? plain.color : property === 'fontStyle' ? 'normal' : property === 'opacity' ? 1 : 'initial';
  const block = (mode: 'light' | 'dark', plain: PrismTheme['plain']) => {
    const lines = [
      `  --prism-plain-color: ${plain.color};`,
      `  --prism-plain-background-color: ${plain.backgroundColor};`,
    ];
    for (const type of types) {
      for (const property of properties.get(type) ?? []) {
        const value = modes[mode].get(type)?.[property] ?? fallback(plain, property);
        lines.push(`  ${variable(type, property)}: ${value};`);
      }
    }
    return `${mode === 'light' ? ":root,\n[data-theme='light']" : "[data-theme='dark']"} {\n${lines.join('\n')}\n}\n`;
  };
  return {theme, css: `${block('light', light.plain)}\n${block('dark', dark.plain)}`};
}

export const codeTheme = cssVariablePrismTheme(accessibleLightTheme, accessibleDarkTheme);
