/**
 * The classic theme's code block content, highlighting through src/prism/Highlight.tsx: the
 * browser reuses the server's highlighted markup instead of running Prism during hydration
 * (see patches/prism-on-demand). The markup is the theme's own, plus a `data-code-key` on <pre>.
 */
import React, {forwardRef, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import Highlight from '@site/src/prism/Highlight';
import {codeKey} from '@site/src/prism/code-key';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    // The theme's: scrollable code is focusable by keyboard.
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // The block renders again after hydration (word wrap, tabs); the key is hashed once.
  const key = useMemo(
    () => codeKey({language, code, lineClassNames, lineNumbersStart}),
    [language, code, lineClassNames, lineNumbersStart],
  );
  return (
    <Highlight theme={prismTheme} code={code} language={language} codeKey={key}>
      {({className, style, tokens: lines, serverHtml, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style} data-code-key={key}>
          {serverHtml !== undefined ? (
            <Code dangerouslySetInnerHTML={{__html: serverHtml}} />
          ) : (
            <Code>
              {lines.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps as never}
                  getTokenProps={getTokenProps as never}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </Code>
          )}
        </Pre>
      )}
    </Highlight>
  );
}
