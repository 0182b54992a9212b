/**
 * Stands in for `@docusaurus/core/lib/client/browserContext` in the browser bundle (see ../index.ts):
 * the value of `useIsBrowser`, false while the page hydrates so that it renders what the server
 * rendered, then true. The flip is a transition: React renders its re-renders in slices.
 */
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
