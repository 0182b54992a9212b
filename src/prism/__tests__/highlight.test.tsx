import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Prism} from 'prism-react-renderer';
import {codeTheme} from '../../data/prism';
import {loadComponent, registerLazily} from '../../data/prism-languages';
import {codeKey} from '../code-key';
import BrowserHighlight, {preloadHighlighter} from '../Highlight';
import ServerHighlight from '../Highlight.server';
import type {HighlightProps, HighlightRender} from '../types';

const code = 'curl -H "Authorization: $TOKEN" \\\n  http://localhost:4242/api/client/features\n\n# one flag\nexit 0';
const language = 'bash';
const key = codeKey({language, code});

/** A block rendered the way src/theme/CodeBlock/Content renders it. */
function Block({Highlight}: {Highlight: (props: HighlightProps) => React.ReactNode}) {
  return (
    <Highlight theme={codeTheme.theme} code={code} language={language} codeKey={key}>
      {({className, tokens, serverHtml, getLineProps, getTokenProps}: HighlightRender) => (
        <pre className={className} data-code-key={key}>
          {serverHtml !== undefined ? (
            <code dangerouslySetInnerHTML={{__html: serverHtml}} />
          ) : (
            <code>
              {tokens.map((line, i) => (
                <span key={i} {...getLineProps({line})}>
                  {line.map((token, j) => (
                    <span key={j} {...getTokenProps({token})} />
                  ))}
                </span>
              ))}
            </code>
          )}
        </pre>
      )}
    </Highlight>
  );
}

const globals = globalThis as {document?: unknown};
// What src/prism/with-languages.ts does in the bundles: bash is one of our extra languages.
registerLazily(Prism.languages, ['bash'], (name) => loadComponent(Prism, name));
after(() => {
  delete globals.document;
});

describe('code highlighting without Prism in the browser', () => {
  it('keys a block by language, code, line classes and numbering', () => {
    assert.equal(codeKey({language, code}), key);
    assert.notEqual(codeKey({language: 'sh', code}), key);
    assert.notEqual(codeKey({language, code: `${code} `}), key);
    assert.notEqual(codeKey({language, code, lineClassNames: {0: ['highlighted']}}), key);
    assert.notEqual(codeKey({language, code, lineNumbersStart: 1}), key);
    assert.match(key, /^[0-9a-z]+$/);
  });

  it("hydrates a server-rendered block with the server's markup, identical, without Prism", () => {
    const server = renderToStaticMarkup(<Block Highlight={ServerHighlight} />);
    assert.match(server, /class="token comment"/);
    const inner = /<code>([\s\S]*)<\/code>/.exec(server)?.[1];
    globals.document = {
      querySelector: (selector: string) =>
        selector === `pre[data-code-key="${key}"] > code` ? {innerHTML: inner} : null,
    };
    assert.equal(renderToStaticMarkup(<Block Highlight={BrowserHighlight} />), server);
  });

  it('shows plain text for a block the server did not render, then the highlighted tokens once Prism is loaded', async () => {
    globals.document = {querySelector: () => null};
    const before = renderToStaticMarkup(<Block Highlight={BrowserHighlight} />);
    assert.doesNotMatch(before, /token comment/);
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    assert.equal(text(before).replace(/\n/g, ''), code.replace(/\n/g, ''));
    await preloadHighlighter();
    const afterLoad = renderToStaticMarkup(<Block Highlight={BrowserHighlight} />);
    assert.equal(afterLoad, renderToStaticMarkup(<Block Highlight={ServerHighlight} />));
  });
});
