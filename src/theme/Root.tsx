/**
 * Theme override (Root): adds the "ASK AI" panel, which the spec puts on every page, around the
 * whole app. Root is the theme's documented place for app-wide elements. Its buttons sit in the
 * navbar, the phone drawer and doc page headers (src/components/AskAi/Button.tsx).
 */
import type {ReactNode} from 'react';
import AskAi from '@site/src/components/AskAi';

export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <AskAi />
    </>
  );
}
