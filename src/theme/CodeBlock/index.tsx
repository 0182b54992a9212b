/**
 * The classic theme's CodeBlock without its second render: the theme keys every code block on
 * "is browser" so that, after hydration, it renders again with the dark Prism theme's inline
 * colours. Our code theme's colours are CSS variables set per colour mode
 * (src/data/prism.ts), so the server's markup is already right in both modes, and each code
 * block is highlighted once instead of twice.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only strings, so that the code can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
