/**
 * The classic theme's string code block, with its metadata (language, title, highlighted lines
 * parsed from magic comments) computed once per code instead of on every render. Each block
 * renders a few times after hydration, and a long reference page has dozens of blocks. Whether
 * the code scrolls (the wrap button) is measured by a ResizeObserver, not in an effect that
 * forced a layout (src/prism/useObservedWordWrap.ts).
 */
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useObservedWordWrap} from '@site/src/prism/useObservedWordWrap';

export default function CodeBlockString({
  children,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useObservedWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
