/**
 * The real product for tests and writers: a throwaway PostgreSQL cluster (Debian's postgresql,
 * run as the postgres user, data in a temporary folder, 127.0.0.1 and a free port) and the pinned
 * unleash-server against it, with admin, backend and frontend tokens created at start-up.
 * Everything is stopped by process id, also when a test fails.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {assertPortFree, freePort} from './free-port';

const ROOT = path.resolve(__dirname, '..', '..');

export type Tokens = {admin: string; backend: string; frontend: string};

function pgBin(name: string): string {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const latest = versions.at(-1);
  if (!latest)
    throw new Error('PostgreSQL is not installed: run scripts/install-system-deps.sh (Debian package "postgresql").');
  return `/usr/lib/postgresql/${latest}/bin/${name}`;
}

/** Runs a PostgreSQL command as the postgres user when we are root (PostgreSQL refuses root). */
function runPg(bin: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  return execFileSync(cmd, cmdArgs, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

export type Postgres = {
  port: number;
  user: string;
  dataDir: string;
  createDatabase: (name: string, template?: string) => void;
  stop: () => void;
};

export async function startPostgres(log: (line: string) => void = () => undefined): Promise<Postgres> {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  runPg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`,
    'start',
  ]);
  const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  log(`postgres ready on 127.0.0.1:${port} in ${Date.now() - started} ms (pid ${pid})`);
  const psql = (sql: string) =>
    runPg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  return {
    port,
    user: 'postgres',
    dataDir,
    createDatabase: (name, template) =>
      void psql(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
    stop: () => {
      const stopped = Date.now();
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already stopped
      }
      for (let i = 0; i < 100 && fs.existsSync(path.join(dataDir, 'postmaster.pid')); i += 1) {
        execFileSync('sleep', ['0.05']);
      }
      fs.rmSync(dir, {recursive: true, force: true});
      log(`postgres stopped in ${Date.now() - stopped} ms`);
    },
  };
}

export type UnleashServer = {
  url: string;
  port: number;
  tokens: Tokens;
  process: ChildProcess;
  stop: () => Promise<void>;
};

export function makeTokens(): Tokens {
  const secret = () => crypto.randomBytes(12).toString('hex');
  return {
    admin: `*:*.${secret()}`,
    backend: `default:development.${secret()}`,
    frontend: `default:development.${secret()}`,
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`unleash-server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`unleash-server did not become healthy within ${timeoutMs} ms`);
}

export async function startUnleash(
  pg: Postgres,
  database: string,
  {
    tokens = makeTokens(),
    port,
    log = () => undefined,
  }: {tokens?: Tokens; port?: number; log?: (line: string) => void} = {},
): Promise<UnleashServer> {
  const started = Date.now();
  if (port !== undefined) await assertPortFree(port);
  const serverPort = port ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/real-unleash/server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      UNLEASH_DB_USER: pg.user,
      UNLEASH_DB_PORT: String(pg.port),
      UNLEASH_DB_NAME: database,
      UNLEASH_PORT: String(serverPort),
      SEND_TELEMETRY: 'false',
      INIT_ADMIN_API_TOKENS: tokens.admin,
      INIT_BACKEND_API_TOKENS: tokens.backend,
      INIT_FRONTEND_API_TOKENS: tokens.frontend,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${serverPort}`;
  try {
    // A machine busy with other builds can need longer to migrate; UNLEASH_HEALTH_TIMEOUT_MS raises the limit.
    await waitForHealth(url, child, Number(process.env.UNLEASH_HEALTH_TIMEOUT_MS ?? 60000));
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-3000)}`);
  }
  log(`unleash-server healthy at ${url} in ${Date.now() - started} ms (pid ${child.pid})`);
  return {
    url,
    port: serverPort,
    tokens,
    process: child,
    stop: async () => {
      const stopped = Date.now();
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      log(`unleash-server stopped in ${Date.now() - stopped} ms`);
    },
  };
}
