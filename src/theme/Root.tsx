/**
 * Theme override (Root): adds the "ASK AI" button, which the spec puts on every page, around the
 * whole app. Root is the theme's documented place for app-wide elements.
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
