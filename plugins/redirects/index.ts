import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {legacyRedirects} from '../../src/data/redirects';
import {buildRedirectMap, sourceVariants, validateRedirects} from './table';

/**
 * Checks the redirect table against the built routes and writes its expansion, `redirects.json`
 * (used by `npm run serve`, and by scripts/write-host-configs.ts, which runs after the build and
 * writes the host configs: `_redirects`, `_headers`, `vercel.json`, `nginx.conf`, since their
 * headers need the finished pages). The static redirect pages come from
 * @docusaurus/plugin-client-redirects (see clientRedirectsFor).
 * A wrong table fails the build with the entry and the reason.
 */
export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'unleash-redirects',
    async postBuild({routesPaths, outDir}) {
      const live = new Set(routesPaths.map((p) => p.replace(/\/$/, '') || '/'));
      const problems = validateRedirects(legacyRedirects, live);
      if (problems.length > 0) {
        throw new Error(
          `The redirect table (src/data/redirects.ts) has ${problems.length} problem(s):\n${problems
            .map((p) => `- ${p.from}: ${p.problem}`)
            .join('\n')}`,
        );
      }
      const map = buildRedirectMap(legacyRedirects, live);
      await fs.promises.writeFile(
        path.join(outDir, 'redirects.json'),
        `${JSON.stringify(Object.fromEntries(map), null, 1)}\n`,
      );
      console.log(
        `[unleash-redirects] ${legacyRedirects.length} legacy URLs, ${map.size} source forms, for ${context.siteConfig.url}`,
      );
    },
  };
}

/**
 * For @docusaurus/plugin-client-redirects: a redirect page for every source form, so that the site
 * also works on a static host that runs no rules. (It writes `/x.html` sources as `/x.html.html`,
 * which `npm run serve` and most static hosts resolve.)
 */
export function clientRedirectsFor(existingPath: string): string[] | undefined {
  const froms = legacyRedirects.filter((e) => e.to === existingPath).flatMap((e) => sourceVariants(e.from));
  return froms.length > 0 ? froms : undefined;
}
