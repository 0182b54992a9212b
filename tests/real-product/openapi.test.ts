/**
 * The API reference checked against the real product (issues 4 and 27).
 *
 * 1. Our description names every open-source operation as the running server's own description
 *    does (read at test time, never copied): same operationId, method, path, tags and deprecation,
 *    and no operation of the server is missing from ours. Where our documented status codes differ
 *    from the server's description, the difference is one of the corrections in
 *    openapi-corrections.ts, each with its reason.
 * 2. Every open-source operation is replayed: it refuses a request without a token, answers a valid
 *    request (writes included) with a documented 2XX, and then is provoked into its errors (a token
 *    of the wrong type, an unknown path value, a body of the wrong shape, a body that is not JSON or
 *    too large, the valid request again, and the requests its fixture adds). Every status the server
 *    answers must be documented, and every documented error status must be provoked at least once
 *    unless openapi-corrections.ts says why the open-source server cannot send it here.
 *
 * What each request needs on a fresh server is in openapi-fixtures.ts. Enterprise-only operations
 * (x-enterprise) are listed as skipped.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {OpenAPIV3} from 'openapi-types';
import {
  makeTokens,
  startPostgres,
  startUnleash,
  type Postgres,
  type UnleashServer,
} from '../../scripts/lib/unleash-fixture';
import {deprecationCorrections, notProvoked, statusCorrections, unpublished} from './openapi-corrections';
import {
  ADMIN_LOGIN,
  defaultCaller,
  fixtures,
  seed,
  skipped,
  type Caller,
  type Ctx,
  type Params,
  type Phase,
  type Reply,
  type Request,
} from './openapi-fixtures';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Op = OpenAPIV3.OperationObject & {'x-enterprise'?: boolean};
type Operation = {
  method: (typeof METHODS)[number];
  path: string;
  op: Op;
  /** The operation's parameters and those of its path item. */
  parameters: OpenAPIV3.ParameterObject[];
};

let pg: Postgres;
let server: UnleashServer;
let ours: Operation[] = [];
let theirs: Operation[] = [];
let globalSecurity: OpenAPIV3.SecurityRequirementObject[] = [];
const tokens = makeTokens();
let adminSession: Caller = 'none';
// Unleash Edge asks for tokens with requests signed by a client secret the server is started with.
const EDGE_CLIENT = {id: 'enterprise-edge', secret: crypto.randomBytes(32).toString('base64url')};
const operationKey = (o: Operation) => `${o.method.toUpperCase()} ${o.path}`;
/** A value no resource of the fresh server has, as a path parameter. */
const MISSING = {text: 'docs-check-missing', number: '987654'};

function operationsOf(api: OpenAPIV3.Document): Operation[] {
  return Object.entries(api.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item?.[m]).map((method) => ({
      method,
      path: p,
      op: item![method]!,
      parameters: [...(item!.parameters ?? []), ...(item![method]!.parameters ?? [])] as OpenAPIV3.ParameterObject[],
    })),
  );
}

before(async () => {
  const api = (await SwaggerParser.dereference(
    path.resolve(__dirname, '../../openapi/unleash.yaml'),
  )) as OpenAPIV3.Document;
  globalSecurity = api.security ?? [];
  ours = operationsOf(api);
  pg = await startPostgres((l) => console.log(`# ${l}`));
  pg.createDatabase('unleash');
  process.env.EDGE_MASTER_KEY = crypto.randomBytes(32).toString('base64');
  process.env.EDGE_CLIENT_SECRET = EDGE_CLIENT.secret;
  // The integration fixtures post to a loopback address, which Unleash refuses by default.
  process.env.UNLEASH_ALLOW_PRIVATE_URL_IN_INTEGRATION = 'true';
  // The provocations create and change users several times a minute; the default allows 20.
  process.env.CREATE_USER_RATE_LIMIT_PER_MINUTE = '1000';
  server = await startUnleash(pg, 'unleash', {tokens, log: (l) => console.log(`# ${l}`)});
  theirs = operationsOf((await (await fetch(`${server.url}/docs/openapi.json`)).json()) as OpenAPIV3.Document);
});

after(async () => {
  await server?.stop();
  pg?.stop();
});

function exampleBody(op: OpenAPIV3.OperationObject): string | undefined {
  const media = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.['application/json'];
  if (!media) return undefined;
  // `example` is the body itself; `examples` holds Example Objects with the body in `value`.
  const value: unknown = media.example ?? (Object.values(media.examples ?? {})[0] as OpenAPIV3.ExampleObject)?.value;
  return value === undefined ? '{}' : JSON.stringify(value);
}

function fillPath(p: string, params: Params): string {
  return p.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for path parameter ${name}`);
    return encodeURIComponent(params[name]);
  });
}

function authHeaders(as: Caller, body: string | undefined): Record<string, string> {
  if (typeof as === 'object') return {Cookie: as.cookie};
  if (as === 'none') return {};
  if (as === 'session') return authHeaders(adminSession, body);
  if (as !== 'edge') return {Authorization: tokens[as]};
  const timestamp = new Date().toISOString();
  const nonce = crypto.randomUUID();
  const hash = crypto
    .createHash('sha256')
    .update(body ?? '""')
    .digest('hex');
  const signature = crypto
    .createHmac('sha256', Buffer.from(EDGE_CLIENT.secret, 'base64url'))
    .update(['POST', '/edge/issue-token', timestamp, nonce, hash].join('\n'))
    .digest('base64url');
  return {
    Authorization: `HMAC ${EDGE_CLIENT.id}:${signature}`,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'content-sha256': hash,
  };
}

async function call(
  method: string,
  p: string,
  body?: unknown,
  as: Caller = 'admin',
  headers: Record<string, string> = {},
): Promise<Reply> {
  const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  const send = () =>
    fetch(`${server.url}${p}`, {
      method,
      headers: {'Content-Type': 'application/json', ...authHeaders(as, payload), ...headers},
      body: payload,
    });
  // A kept-alive connection the server closed between two requests fails before the request
  // reaches it. On a busy machine the pool can hold several such connections, and each retry uses
  // up one of them, so the request is sent up to five times before the failure counts.
  let res: Response | undefined;
  for (let attempt = 1; res === undefined; attempt += 1) {
    try {
      res = await send();
    } catch (error) {
      const cause = String(((error as Error).cause as Error | undefined)?.message);
      if (attempt >= 5) throw error;
      console.log(`# ${method} ${p}: ${(error as Error).message} (${cause}), retried (attempt ${attempt + 1})`);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  const raw = await res.text();
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // not JSON
  }
  return {status: res.status, body: parsed, headers: Object.fromEntries(res.headers)};
}

async function login(username: string, password: string): Promise<Caller> {
  const res = await fetch(`${server.url}/auth/simple/login`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({username, password}),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('unleash-session='));
  if (!res.ok || !cookie) throw new Error(`login as ${username}: ${res.status}`);
  return {cookie: cookie.split(';')[0]};
}

const PHASES: Phase[] = ['read', 'create', 'update', 'delete', 'last'];
const METHOD_PHASE: Record<Operation['method'], Phase> = {
  get: 'read',
  post: 'create',
  put: 'update',
  patch: 'update',
  delete: 'delete',
};
const isDocumented = (documented: string[], status: number) =>
  documented.includes(String(status)) || documented.includes(`${String(status)[0]}XX`);
const isErrorStatus = (code: string) => /^[45]/.test(code);
/** A token the API of this path refuses as the wrong type. */
function wrongTokenFor(p: string): Caller | undefined {
  if (p.startsWith('/api/client')) return 'frontend';
  if (p.startsWith('/api/frontend')) return 'backend';
  if (p.startsWith('/api/admin')) return 'backend';
  return undefined;
}

describe('our OpenAPI description against the running server', () => {
  it('names, places, tags and deprecates every open-source operation as the server does', () => {
    const openSource = ours.filter((o) => !o.op['x-enterprise']);
    const byKey = new Map(openSource.map((o) => [operationKey(o), o]));
    const problems: string[] = [];
    for (const t of theirs) {
      const o = byKey.get(operationKey(t));
      const where = `${operationKey(t)} (${t.op.operationId})`;
      if (!o) {
        const sameShape = ours.find(
          (x) => x.method === t.method && x.path.replace(/\{[^}]+\}/g, '{}') === t.path.replace(/\{[^}]+\}/g, '{}'),
        );
        problems.push(`${where}: missing${sameShape ? `, ours is ${operationKey(sameShape)}` : ''}`);
        continue;
      }
      if (o.op.operationId !== t.op.operationId) problems.push(`${where}: ours is named ${o.op.operationId}`);
      if (JSON.stringify(o.op.tags) !== JSON.stringify(t.op.tags)) {
        problems.push(`${where}: tags ${JSON.stringify(o.op.tags)}, the server's ${JSON.stringify(t.op.tags)}`);
      }
      const deprecated = deprecationCorrections[t.op.operationId!] === undefined ? !!t.op.deprecated : true;
      if (!!o.op.deprecated !== deprecated) problems.push(`${where}: deprecated ${!!o.op.deprecated}`);
    }
    const published = new Set(theirs.map(operationKey));
    for (const o of openSource) {
      if (!published.has(operationKey(o)) && unpublished[operationKey(o)] === undefined) {
        problems.push(`${operationKey(o)} (${o.op.operationId}): not in the server's description`);
      }
    }
    console.log(
      `# ${theirs.length} operations of the server matched by id, method, path, tags and deprecation; ` +
        `${openSource.length} open-source and ${ours.length - openSource.length} enterprise operations in ours`,
    );
    assert.deepEqual(problems, []);
  });

  it("documents the server's status codes, apart from the listed corrections", () => {
    const byKey = new Map(theirs.map((t) => [operationKey(t), t]));
    const problems: string[] = [];
    const corrected = new Set<string>();
    for (const o of ours.filter((x) => !x.op['x-enterprise'] && byKey.has(operationKey(x)))) {
      const id = o.op.operationId!;
      const theirCodes = new Set(Object.keys(byKey.get(operationKey(o))!.op.responses));
      const ourCodes = new Set(Object.keys(o.op.responses));
      const added = [...ourCodes].filter((c) => !theirCodes.has(c)).sort();
      const removed = [...theirCodes].filter((c) => !ourCodes.has(c)).sort();
      const listed = statusCorrections.filter((c) => c.operations.includes(id));
      listed.forEach((c) => corrected.add(`${c.reason}|${id}`));
      const listedAdded = listed.flatMap((c) => c.added ?? []).sort();
      const listedRemoved = listed.flatMap((c) => c.removed ?? []).sort();
      if (
        JSON.stringify(added) !== JSON.stringify(listedAdded) ||
        JSON.stringify(removed) !== JSON.stringify(listedRemoved)
      ) {
        problems.push(
          `${id}: ours adds [${added.join(',')}] and drops [${removed.join(',')}]; ` +
            `corrections list [${listedAdded.join(',')}] and [${listedRemoved.join(',')}]`,
        );
      }
    }
    const ids = new Set(ours.map((o) => o.op.operationId));
    for (const c of statusCorrections) {
      for (const id of c.operations.filter((x) => !ids.has(x))) problems.push(`correction for unknown ${id}`);
    }
    console.log(`# ${corrected.size} status-code corrections of the server's description, each with its reason`);
    assert.deepEqual(problems, []);
  });

  it('names only operations of the description in the fixtures and corrections', () => {
    const operations = new Set(ours.map(operationKey));
    const ids = new Set(ours.map((o) => o.op.operationId));
    assert.deepEqual(
      Object.keys(fixtures).filter((k) => !operations.has(k)),
      [],
    );
    assert.deepEqual(
      Object.keys(notProvoked).filter((k) => !ids.has(k.split(' ')[0])),
      [],
    );
  });

  it('refuses requests without a token, answers a valid request with a documented 2XX, and sends every documented error status', async () => {
    const problems: string[] = [];
    const ctx: Ctx = {call, login};
    adminSession = await login(ADMIN_LOGIN.username, ADMIN_LOGIN.password);
    const shared = await seed(ctx);
    const phase = (o: Operation) => PHASES.indexOf(fixtures[operationKey(o)]?.phase ?? METHOD_PHASE[o.method]);
    const openSource = ours.filter((o) => !o.op['x-enterprise']).sort((a, b) => phase(a) - phase(b));
    const enterprise = ours.length - openSource.length;
    let replayed = 0;
    let provokedPairs = 0;
    let documentedPairs = 0;
    for (const o of openSource.filter((o) => !skipped[operationKey(o)])) {
      const where = operationKey(o);
      const id = o.op.operationId!;
      const fixture = fixtures[where] ?? {};
      const documented = Object.keys(o.op.responses);
      const observed = new Set<number>();
      // An operation without security of its own needs what the whole description asks for.
      const open = !(o.op.security ?? globalSecurity).some((s) => Object.keys(s).length > 0);
      let request: Request;
      let params: Params;
      try {
        request = {...fixture, ...(await fixture.setup?.(ctx))};
        params = {...shared, ...request.params};
        fillPath(o.path, params);
      } catch (error) {
        problems.push(`${where} setup: ${(error as Error).message}`);
        continue;
      }
      const method = o.method.toUpperCase();
      const urlOf = (r: Request, p: Params) =>
        fillPath(o.path, p) + (r.query ? `?${new URLSearchParams(r.query).toString()}` : '');
      const bodyOf = (r: Request) => (r.body === undefined ? exampleBody(o.op) : JSON.stringify(r.body));
      const url = urlOf(request, params);
      const body = bodyOf(request);
      const caller = request.as ?? defaultCaller(o.path, open);
      /** Sends a request and checks that the server's answer is documented. */
      const send = async (how: string, target: string, payload: string | undefined, as: Caller, headers = {}) => {
        const reply = await call(method, target, payload, as, headers);
        observed.add(reply.status);
        if (!isDocumented(documented, reply.status)) {
          const answer = JSON.stringify(reply.body).slice(0, 300);
          problems.push(`${where} ${how}: ${reply.status}, documented ${documented.join('/')}: ${answer}`);
        }
        return reply;
      };

      if (!open && o.path.startsWith('/api/')) {
        const anonymous = await call(method, url, body, 'none');
        observed.add(anonymous.status);
        if (anonymous.status !== 401) problems.push(`${where} without a token: ${anonymous.status}, expected 401`);
      }
      const reply = await send('valid request', url, body, caller, request.headers);
      replayed += 1;
      await fixture.after?.(ctx).catch((error: Error) => problems.push(`${where} after: ${error.message}`));
      if (reply.status >= 300) problems.push(`${where}: the valid request answered ${reply.status}`);

      // The provocations. Each answer must be documented; each documented error must show up.
      const wrong = open ? undefined : wrongTokenFor(o.path);
      if (wrong) await send('with a token of the wrong type', url, body, wrong);
      const lastParam = [...o.path.matchAll(/\{([^}]+)\}/g)].at(-1)?.[1];
      if (lastParam) {
        const schema = o.parameters.find((p) => p.in === 'path' && p.name === lastParam)?.schema as
          OpenAPIV3.SchemaObject | undefined;
        const missing = schema?.type === 'integer' || schema?.type === 'number' ? MISSING.number : MISSING.text;
        await send(`with an unknown ${lastParam}`, urlOf(request, {...params, [lastParam]: missing}), body, caller);
      }
      if (body !== undefined) {
        if (documented.includes('400')) await send('with a body of the wrong shape', url, '[1]', caller);
        await send('with a body that is not JSON', url, body, caller, {'Content-Type': 'text/plain'});
        if (documented.includes('413')) {
          await send('with a body of 600 kB', url, JSON.stringify({padding: 'x'.repeat(600_000)}), caller);
        }
      }
      if (documented.includes('409')) await send('a second time', url, body, caller, request.headers);
      for (const [status, provocation] of Object.entries(fixture.provoke ?? {})) {
        const extra = typeof provocation === 'function' ? await provocation(ctx) : provocation;
        const r = {...request, ...extra};
        const provoked = await send(
          `provoking ${status}`,
          urlOf(r, {...params, ...extra.params}),
          bodyOf(r),
          r.as ?? caller,
          r.headers,
        );
        if (String(provoked.status) !== status) problems.push(`${where} provoking ${status}: got ${provoked.status}`);
      }

      for (const code of documented.filter(isErrorStatus)) {
        documentedPairs += 1;
        const reason = notProvoked[`${id} ${code}`];
        if (observed.has(Number(code))) {
          provokedPairs += 1;
          if (reason !== undefined) problems.push(`${id} ${code} was provoked: drop it from notProvoked`);
        } else if (reason === undefined) {
          problems.push(`${where} (${id}): documented ${code} was never provoked (seen ${[...observed].join(',')})`);
        }
      }
    }
    const reasons = Object.entries(skipped).map(([op, reason]) => `${op}: ${reason}`);
    for (const problem of problems) console.log(`# problem: ${problem}`);
    console.log(
      `# ${replayed} operations replayed with a valid request, ${enterprise} enterprise skipped, ` +
        `${reasons.length} skipped${reasons.length ? ` (${reasons.join('; ')})` : ''}; ` +
        `${provokedPairs} of ${documentedPairs} documented error statuses provoked, ` +
        `${Object.keys(notProvoked).length} not provokable here (listed with the reason)`,
    );
    assert.deepEqual(problems, []);
  });
});
