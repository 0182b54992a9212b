/**
 * `npm run unleash:local`: starts a throwaway PostgreSQL and the real Unleash server for trying
 * the docs' examples by hand, prints the URL and tokens, and stops both on Ctrl+C.
 * Options: --port (default 4242, the port the docs' samples use).
 */
import {parseArgs} from 'node:util';
import {startPostgres, startUnleash} from './lib/unleash-fixture';

async function main() {
  const {values} = parseArgs({options: {port: {type: 'string', default: '4242'}}});
  const log = (line: string) => console.log(`[unleash:local] ${line}`);
  const pg = await startPostgres(log);
  pg.createDatabase('unleash');
  const server = await startUnleash(pg, 'unleash', {port: Number(values.port), log}).catch((error: unknown) => {
    pg.stop();
    throw error;
  });
  console.log(`
Unleash is running at ${server.url} (admin UI login: admin / unleash4all)

  export UNLEASH_ADMIN_TOKEN='${server.tokens.admin}'
  export UNLEASH_BACKEND_TOKEN='${server.tokens.backend}'
  export UNLEASH_FRONTEND_TOKEN='${server.tokens.frontend}'

Press Ctrl+C to stop it and delete its data.`);
  const shutdown = async () => {
    await server.stop();
    pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`[unleash:local] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
