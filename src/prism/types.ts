import type {CSSProperties, ReactNode} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';

type LineProps = {line: Token[]; className?: string; style?: CSSProperties; [key: string]: unknown};
type TokenProps = {token: Token; className?: string; style?: CSSProperties; [key: string]: unknown};

/** What a code block's content gets to render: Prism's tokens, or the server's markup as is. */
export type HighlightRender = {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  /** The server-rendered inner HTML of this block's <code>, to hydrate without Prism. */
  serverHtml?: string;
  getLineProps: (props: LineProps) => Record<string, unknown>;
  getTokenProps: (props: TokenProps) => Record<string, unknown> & {children?: ReactNode};
};

export type HighlightProps = {
  theme: PrismTheme;
  code: string;
  language: string;
  codeKey: string;
  children: (render: HighlightRender) => ReactNode;
};
