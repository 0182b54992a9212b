/**
 * Code highlighting in the browser without Prism on the first load (see patches/prism-on-demand).
 * A code block the server rendered keeps the server's highlighted markup: the block finds it by
 * the key on its <pre> and hands it to React as is, so hydration needs no tokenizer. A code block
 * the server did not render (after a client-side navigation) shows its plain text until Prism
 * has loaded, then its highlighted tokens; Prism starts loading as soon as a reader points at a
 * link (see preloadHighlighter).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import type {HighlightProps, HighlightRender} from './types';

type PrismModule = typeof import('prism-react-renderer');

let prismModule: PrismModule | undefined;
let prismLoading: Promise<PrismModule> | undefined;

/** Loads Prism (with our extra languages) once; later code blocks highlight synchronously. */
export function preloadHighlighter(): Promise<PrismModule> {
  prismLoading ??= import('prism-react-renderer').then(
    (module) => (prismModule = module),
    (error: unknown) => {
      // Let the next code block that needs Prism try again (a dropped connection, a new deploy).
      prismLoading = undefined;
      throw error;
    },
  );
  return prismLoading;
}

/** The server's markup of the block with this key, while it is still in the document. */
function serverMarkup(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`pre[data-code-key="${key}"] > code`)?.innerHTML;
}

/** Lines of plain text, rendered until Prism has loaded (no lines when the server's markup is used). */
function plainRender({theme, code, language}: HighlightProps, withLines = true): HighlightRender {
  const tokens: Token[][] = withLines
    ? code
        .split('\n')
        .map((line) => [line ? {types: ['plain'], content: line} : {types: ['plain'], content: '\n', empty: true}])
    : [];
  const plain = {...theme.plain, backgroundColor: undefined};
  return {
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme.plain,
    tokens,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      style: token.empty ? {display: 'inline-block', ...style} : style,
      children: token.content,
    }),
  };
}

export default function Highlight(props: HighlightProps): ReactNode {
  const {theme, code, language, codeKey, children} = props;
  // Read once, on the first render: during hydration the server's markup is still untouched.
  const [serverHtml] = useState(() => serverMarkup(codeKey));
  const [prism, setPrism] = useState(() => prismModule);
  useEffect(() => {
    if (serverHtml !== undefined || prism) return;
    let live = true;
    preloadHighlighter().then(
      (module) => live && setPrism(module),
      (error: unknown) => console.warn('Code highlighting is unavailable:', error),
    );
    return () => {
      live = false;
    };
  }, [serverHtml, prism]);

  if (serverHtml !== undefined) {
    return children({...plainRender(props, false), serverHtml});
  }
  if (prism) {
    return (
      <prism.Highlight theme={theme} code={code} language={language}>
        {(render) => children(render)}
      </prism.Highlight>
    );
  }
  return children(plainRender(props));
}
