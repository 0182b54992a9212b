/**
 * Builds the site with every third party switched on, with test ids, into build-integrations/
 * for e2e/integrations.test.ts, and writes its host configs (with the policy those third parties
 * need). Run after `npm run build` (the API pages are generated there).
 */
import {spawnSync} from 'node:child_process';
import {INTEGRATIONS_DIR, INTEGRATIONS_ENV} from '../e2e/support/integrations';

const env = {...process.env, ...INTEGRATIONS_ENV};
for (const [command, args] of [
  ['npx', ['docusaurus', 'build', '--out-dir', INTEGRATIONS_DIR]],
  ['npx', ['tsx', 'scripts/rewrite-built-pages.ts', INTEGRATIONS_DIR]],
  ['npx', ['tsx', 'scripts/write-host-configs.ts', INTEGRATIONS_DIR]],
] as const) {
  const result = spawnSync(command, args, {stdio: 'inherit', env});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
