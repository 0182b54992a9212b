/**
 * Builds the site with every third party switched on, with test ids, into build-integrations/
 * for e2e/integrations.test.ts. Run after `npm run build` (the API pages are generated there).
 */
import {spawnSync} from 'node:child_process';
import {INTEGRATIONS_DIR, INTEGRATIONS_ENV} from '../e2e/support/integrations';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', INTEGRATIONS_DIR], {
  stdio: 'inherit',
  env: {...process.env, ...INTEGRATIONS_ENV},
});
process.exit(result.status ?? 1);
