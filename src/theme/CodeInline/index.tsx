/**
 * Theme override (wrap): long inline code gets break opportunities (<wbr>) after its separators
 * (see ./breaks.ts), so environment variables, option paths and URLs wrap inside table cells
 * and phone columns instead of widening them. Copying the code copies the same text.
 */
import {Fragment} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {splitAtBreakOpportunities} from './breaks';

type Props = WrapperProps<typeof CodeInlineType>;

export default function CodeInlineWrapper({children, ...props}: Props) {
  if (typeof children !== 'string') return <CodeInline {...props}>{children}</CodeInline>;
  const pieces = splitAtBreakOpportunities(children);
  if (pieces.length === 1) return <CodeInline {...props}>{children}</CodeInline>;
  return (
    <CodeInline {...props}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </CodeInline>
  );
}
