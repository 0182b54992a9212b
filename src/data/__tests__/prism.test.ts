import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {accessibleDarkTheme, accessibleLightTheme, codeTheme, cssVariablePrismTheme, styleByType} from '../prism';

/** The custom properties one mode's block of the stylesheet sets. */
function variables(css: string, selector: RegExp): Map<string, string> {
  const block = css.split(/\n\n/).find((part) => selector.test(part));
  assert.ok(block, `no block for ${selector}`);
  return new Map([...block.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]));
}

/** A style of the variable theme with its var() references replaced by one mode's values. */
function resolve(style: Record<string, unknown>, vars: Map<string, string>) {
  return Object.fromEntries(
    Object.entries(style).map(([k, v]) => [
      k,
      String(v).replace(/var\((--[\w-]+)\)/, (_, name: string) => vars.get(name) ?? 'UNSET'),
    ]),
  );
}

describe('code theme with colours in CSS variables', () => {
  const {theme, css} = codeTheme;

  it('renders the same markup in both modes: no literal colour in the theme', () => {
    const values = [theme.plain, ...theme.styles.map((s) => s.style)].flatMap((style) => Object.values(style));
    assert.ok(values.length > 20);
    for (const value of values) assert.match(String(value), /^var\(--prism-[\w-]+\)$/);
  });

  for (const [mode, original, selector] of [
    ['light', accessibleLightTheme, /\[data-theme='light'\]/],
    ['dark', accessibleDarkTheme, /\[data-theme='dark'\]/],
  ] as const) {
    it(`gives every token type the ${mode} theme's style`, () => {
      const vars = variables(css, selector);
      const resolved = styleByType(theme);
      for (const [type, style] of styleByType(original)) {
        const got = resolve(resolved.get(type) ?? {}, vars);
        for (const [property, value] of Object.entries(style))
          assert.equal(got[property], String(value), `${type} ${property}`);
      }
      assert.equal(vars.get('--prism-plain-color'), original.plain.color);
      assert.equal(vars.get('--prism-plain-background-color'), original.plain.backgroundColor);
    });
  }

  it('falls back to plain colour, upright text and full opacity where a mode sets nothing', () => {
    const light = {
      plain: {color: '#111', backgroundColor: '#fff'},
      styles: [{types: ['comment'], style: {color: '#222', fontStyle: 'italic' as const, opacity: 0.5}}],
    };
    const dark = {plain: {color: '#eee', backgroundColor: '#000'}, styles: []};
    const {css: twoModes} = cssVariablePrismTheme(light, dark);
    const vars = variables(twoModes, /\[data-theme='dark'\]/);
    assert.equal(vars.get('--prism-comment-color'), '#eee');
    assert.equal(vars.get('--prism-comment-font-style'), 'normal');
    assert.equal(vars.get('--prism-comment-opacity'), '1');
  });

  it('uses light for a page with no colour mode set yet', () => {
    assert.match(css, /^:root,\n\[data-theme='light'\] \{/);
  });
});
