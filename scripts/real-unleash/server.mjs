// Starts the open-source Unleash server from the unleash-server package, configured by the
// environment that scripts/lib/unleash-fixture.ts passes. Logs one line when it is ready.
import {start} from 'unleash-server';

const started = Date.now();
await start({
  db: {
    user: process.env.UNLEASH_DB_USER,
    password: '',
    host: '127.0.0.1',
    port: Number(process.env.UNLEASH_DB_PORT),
    database: process.env.UNLEASH_DB_NAME,
    ssl: false,
  },
  server: {host: '127.0.0.1', port: Number(process.env.UNLEASH_PORT)},
  authentication: {type: 'open-source'},
  versionCheck: {enable: false},
  logLevel: process.env.UNLEASH_LOG_LEVEL ?? 'warn',
});
console.log(`unleash-server ready on port ${process.env.UNLEASH_PORT} in ${Date.now() - started} ms`);
