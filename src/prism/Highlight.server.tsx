/** Server rendering highlights with Prism, as the theme does (see ./Highlight.tsx for the browser). */
import React, {type ReactNode} from 'react';
import {Highlight as PrismHighlight} from 'prism-react-renderer';
import type {HighlightProps} from './types';

export default function Highlight({theme, code, language, children}: HighlightProps): ReactNode {
  return (
    <PrismHighlight theme={theme} code={code} language={language}>
      {(render) => children(render)}
    </PrismHighlight>
  );
}
