/**
 * Sets up `window.docusaurus` (prefetch and preload for links) and loads the components of the
 * current page's routes, as Docusaurus's client entry does before it hydrates; a module of its
 * own so that ./clientEntry evaluates it in a task of its own.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import preload from '@docusaurus/core/lib/client/preload';

export function preloadPage(pathname: string): Promise<unknown> {
  window.docusaurus = docusaurus;
  return preload(pathname);
}
