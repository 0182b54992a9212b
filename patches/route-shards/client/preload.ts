/**
 * Stands in for `@docusaurus/core/lib/client/preload` in the browser bundle (see ../index.ts).
 * Docusaurus calls it before it hydrates the first page and before it shows the next one; this
 * first makes sure the route table holds the path, then does what Docusaurus's own does: load the
 * components of every route that matches.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {preloadThenWait} from '@site/src/data/before-render';
import {ensureRoutesFor} from './ensure';

export default function preload(pathname: string): Promise<unknown> {
  const pathnames = [...new Set([pathname, safeDecodeURI(pathname)])];
  // Modules that load now may ask the page to wait for their data (src/data/before-render.ts).
  return preloadThenWait(pathname, () =>
    Promise.all(pathnames.map((path) => ensureRoutesFor(path))).then(() =>
      Promise.all(
        pathnames
          .flatMap((path) => matchRoutes(routes, path))
          .map((match) => (match.route.component as {preload?: () => unknown} | undefined)?.preload?.()),
      ),
    ),
  );
}

function safeDecodeURI(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
