/**
 * What openapi.test.ts needs to replay every open-source operation of our OpenAPI description with a
 * valid request on a fresh unleash-server: path parameters, a request body where the description's
 * own example does not fit, who sends the request, and steps before and after it.
 *
 * `seed` creates the shared resources that reads and updates use (flag `docs-check-flag` with a
 * strategy, a child flag, context fields, a strategy type, an application) and returns the path
 * parameters that name them. Every delete and archive works on a resource of its own, created in
 * its setup, so the order of the deletes does not matter.
 */

/** Who sends a request: a token of the fixture, the admin user's session, a signed Edge request, nobody. */
export type Caller = 'admin' | 'backend' | 'frontend' | 'session' | 'edge' | 'none' | {cookie: string};
export type Reply = {status: number; body: unknown; headers?: Record<string, string>};
export type Params = Record<string, string>;
export type Ctx = {
  call: (method: string, path: string, body?: unknown, as?: Caller) => Promise<Reply>;
  /** Signs in with a username and password and returns the session to send requests with. */
  login: (username: string, password: string) => Promise<Caller>;
};
export type Request = {params?: Params; query?: Params; body?: unknown; as?: Caller; headers?: Record<string, string>};
export type Phase = 'read' | 'create' | 'update' | 'delete' | 'last';
export type Fixture = Request & {
  /** Defaults to the method's: GET read, POST create, PUT and PATCH update, DELETE delete. */
  phase?: Phase;
  /** Runs before the request; what it returns overrides the fixture's parameters, body and caller. */
  setup?: (c: Ctx) => Promise<Request>;
  after?: (c: Ctx) => Promise<void>;
  /**
   * Requests that provoke an error status the generic provocations of openapi.test.ts do not reach
   * (they send no token, a token of the wrong type, an unknown value for the last path parameter, a
   * body of the wrong shape, a body that is not JSON, a body that is too large, and the valid request
   * again). Each is sent after the valid request, merged over it.
   */
  provoke?: Record<string, Request | ((c: Ctx) => Promise<Request>)>;
};

/** The user unleash-server creates on an empty database. */
export const ADMIN_LOGIN = {username: 'admin', password: 'unleash4all'};
const FLAG = 'docs-check-flag';
const CONTEXT = 'docs-check-context';
/** Context field names are unique over global and project fields. */
const PROJECT_CONTEXT = 'docs-check-project-context';
const SEGMENT = 'docs-check-segment';
const USER = 'docs-check-user@example.com';
const PASSWORD = 'correct-Horse-battery-9';
const NEW_PASSWORD = 'another-Horse-battery-7';
const FUTURE = '2099-01-01T00:00:00.000Z';
/** A value no resource of the fresh server has. */
const MISSING = 'docs-check-missing';
const features = `/api/admin/projects/default/features`;
const strategies = `${features}/${FLAG}/environments/development/strategies`;

/** A webhook to the loopback address, which the test allows for integrations; disabled, so it never fires. */
const ADDON = {
  provider: 'webhook',
  description: 'docs check',
  enabled: false,
  parameters: {url: 'http://127.0.0.1:9/unleash'},
  events: ['feature-created'],
  projects: ['*'],
  environments: ['*'],
};
const IMPORT = {
  project: 'default',
  environment: 'development',
  data: {features: [{name: 'docs-check-import', type: 'release'}], featureStrategies: [], tagTypes: []},
};

/** Who calls an operation unless its fixture says otherwise. */
export function defaultCaller(path: string, open: boolean): Caller {
  if (open) return 'none';
  if (path.startsWith('/api/client')) return 'backend';
  if (path.startsWith('/api/frontend')) return 'frontend';
  // The signed-in user's own data: an API token has no user behind it.
  if (/^\/api\/admin\/(user\/|user$|personal-dashboard|feedback)|\/favorites$/.test(path)) return 'session';
  return 'admin';
}

function at(value: unknown, ...keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}
const text = (value: unknown) => String(value);

async function ok(c: Ctx, method: string, path: string, body?: unknown, as?: Caller): Promise<unknown> {
  const reply = await c.call(method, path, body, as);
  if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Creates something unless it exists already (409). */
async function ensure(c: Ctx, path: string, body: unknown): Promise<void> {
  const reply = await c.call('POST', path, body);
  if (reply.status >= 300 && reply.status !== 409)
    throw new Error(`POST ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
}

async function flag(c: Ctx, name: string): Promise<string> {
  await ensure(c, features, {name, type: 'release'});
  return name;
}

async function archivedFlag(c: Ctx, name: string): Promise<string> {
  await ok(c, 'DELETE', `${features}/${await flag(c, name)}`);
  return name;
}

async function dependentFlag(c: Ctx, name: string): Promise<string> {
  await ok(c, 'POST', `${features}/${await flag(c, name)}/dependencies`, {feature: FLAG, enabled: true});
  return name;
}

async function newStrategy(c: Ctx): Promise<string> {
  const body = {name: 'flexibleRollout', parameters: {rollout: '50', stickiness: 'default', groupId: FLAG}};
  return text(at(await ok(c, 'POST', strategies, body), 'id'));
}

async function linkId(c: Ctx, url: string): Promise<string> {
  await ok(c, 'POST', `${features}/${FLAG}/link`, {url, title: 'docs check'});
  const links = at(await ok(c, 'GET', `${features}/${FLAG}`), 'links') as {id: string; url: string}[];
  return links.find((l) => l.url === url)!.id;
}

async function segmentId(c: Ctx, name: string): Promise<string> {
  const list = at(await ok(c, 'GET', '/api/admin/segments'), 'segments') as {id: number; name: string}[];
  const found = list.find((s) => s.name === name);
  return text(found ? found.id : at(await ok(c, 'POST', '/api/admin/segments', {name, constraints: []}), 'id'));
}

async function userId(c: Ctx, email: string): Promise<string> {
  const users = at(await ok(c, 'GET', '/api/admin/user-admin'), 'users') as {id: number; email?: string}[];
  const found = users.find((u) => u.email === email);
  const body = {email, rootRole: 'Editor', password: PASSWORD};
  return text(found ? found.id : at(await ok(c, 'POST', '/api/admin/user-admin', body), 'id'));
}

/** Makes sure a user exists and returns the email address it signs in with. */
async function userEmail(c: Ctx, email: string): Promise<string> {
  await userId(c, email);
  return email;
}

async function apiToken(c: Ctx, tokenName: string, path = '/api/admin/api-tokens'): Promise<string> {
  const body = {tokenName, type: 'backend', environment: 'development', projects: ['default']};
  return text(at(await ok(c, 'POST', path, body), 'secret'));
}

async function addonId(c: Ctx): Promise<string> {
  return text(at(await ok(c, 'POST', '/api/admin/addons', ADDON), 'id'));
}

async function resetToken(c: Ctx, email: string): Promise<string> {
  const body = {id: await userEmail(c, email)};
  const url = text(at(await ok(c, 'POST', '/api/admin/user-admin/reset-password', body), 'resetPasswordUrl'));
  return new URL(url).searchParams.get('token')!;
}

async function inviteToken(c: Ctx): Promise<string> {
  const name = 'docs-check-invite';
  const tokens = at(await ok(c, 'GET', '/api/admin/invite-link/tokens'), 'tokens') as {name: string; secret: string}[];
  const found = tokens.find((t) => t.name === name);
  return found
    ? found.secret
    : text(at(await ok(c, 'POST', '/api/admin/invite-link/tokens', {name, expiresAt: FUTURE}), 'secret'));
}

async function application(c: Ctx, name: string): Promise<string> {
  await ok(c, 'POST', `/api/admin/metrics/applications/${name}`, {url: 'https://git.example.com/docs-check'});
  return name;
}

/** Creates the shared resources and returns the path parameters that name them. */
export async function seed(c: Ctx): Promise<Params> {
  await flag(c, FLAG);
  await ensure(c, '/api/admin/context', {name: CONTEXT});
  await ensure(c, '/api/admin/projects/default/context', {name: PROJECT_CONTEXT});
  await ensure(c, '/api/admin/tags', {type: 'simple', value: 'docs-check-tag'});
  await ensure(c, '/api/admin/strategies', {name: 'docs-check-strategy', parameters: []});
  return {
    projectId: 'default',
    environment: 'development',
    featureName: FLAG,
    strategyId: await newStrategy(c),
    child: await dependentFlag(c, 'docs-check-child'),
    parent: FLAG,
    contextField: CONTEXT,
    strategyName: 'docs-check-strategy',
    type: 'simple',
    value: 'docs-check-tag',
    appName: await application(c, 'docs-check-app'),
  };
}

const segment = async (c: Ctx) => ({params: {id: await segmentId(c, SEGMENT)}});
const user = async (c: Ctx) => ({params: {id: await userId(c, USER)}});
const addon = async (c: Ctx) => ({params: {id: await addonId(c)}});
const invite = async (c: Ctx) => ({params: {token: await inviteToken(c)}});
/** Flag-level variants can be changed per environment only on flags that have some: set them in a batch first. */
const legacyVariants = async (c: Ctx) => {
  const variants = ['control', 'one-page'].map((name) => ({
    name,
    weight: 500,
    weightType: 'variable',
    stickiness: 'default',
  }));
  await ok(c, 'PUT', `${features}/${FLAG}/variants-batch`, {environments: ['development'], variants});
  return {};
};

/** Operations not replayed, with the reason. */
export const skipped: Record<string, string> = {};

export const fixtures: Record<string, Fixture> = {
  // Flags. The examples name flags created later (`new-checkout`) or never (`saved-carts`).
  'POST /api/admin/features/validate': {
    body: {name: 'docs-check-unused', projectId: 'default'},
    provoke: {'409': {body: {name: FLAG, projectId: 'default'}}},
  },
  'POST /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies': {
    provoke: {'404': {params: {featureName: MISSING}}},
  },
  'DELETE /api/admin/projects/{projectId}/features/{featureName}': {
    setup: async (c) => ({params: {featureName: await flag(c, 'docs-check-delete')}}),
  },
  'PUT /api/admin/projects/{projectId}/features/{featureName}/link/{linkId}': {
    setup: async (c) => ({params: {linkId: await linkId(c, 'https://example.com/update')}}),
  },
  'DELETE /api/admin/projects/{projectId}/features/{featureName}/link/{linkId}': {
    setup: async (c) => ({params: {linkId: await linkId(c, 'https://example.com/delete')}}),
  },
  'POST /api/admin/projects/{projectId}/bulk_features/environments/{environment}/on': {body: {features: [FLAG]}},
  'POST /api/admin/projects/{projectId}/bulk_features/environments/{environment}/off': {body: {features: [FLAG]}},
  'DELETE /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}': {
    setup: async (c) => ({params: {strategyId: await newStrategy(c)}}),
  },
  'POST /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/set-sort-order': {
    setup: async (c) => ({body: [{id: await newStrategy(c), sortOrder: 0}]}),
  },
  'POST /api/admin/segments/strategies': {
    setup: async (c) => ({
      body: {
        projectId: 'default',
        environmentId: 'development',
        strategyId: await newStrategy(c),
        segmentIds: [Number(await segmentId(c, SEGMENT))],
      },
    }),
  },
  'PUT /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants': {
    setup: legacyVariants,
  },
  'PATCH /api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants': {
    setup: legacyVariants,
  },

  // Tags: the examples use tag type `team`, which only exists once `createTagType` has run.
  'POST /api/admin/features/{featureName}/tags': {body: {type: 'simple', value: 'docs-check-tag'}},
  'DELETE /api/admin/features/{featureName}/tags/{type}/{value}': {
    setup: async (c) => {
      await ok(c, 'POST', `/api/admin/features/${FLAG}/tags`, {type: 'simple', value: 'docs-check-untag'});
      return {params: {value: 'docs-check-untag'}};
    },
  },
  'PUT /api/admin/projects/{projectId}/tags': {
    body: {features: [FLAG], tags: {addedTags: [{type: 'simple', value: 'docs-check-tag'}], removedTags: []}},
  },
  'POST /api/admin/tags': {body: {type: 'simple', value: 'docs-check-new-tag'}},
  'DELETE /api/admin/tags/{type}/{value}': {
    setup: async (c) => {
      await ensure(c, '/api/admin/tags', {type: 'simple', value: 'docs-check-tag-delete'});
      return {params: {value: 'docs-check-tag-delete'}};
    },
  },
  'GET /api/admin/tag-types/{name}': {params: {name: 'simple'}},
  // Without a description the server fails with 500 (the operation's description warns about it).
  'PUT /api/admin/tag-types/{name}': {params: {name: 'simple'}, provoke: {'500': {body: {}}}},
  'DELETE /api/admin/tag-types/{name}': {
    setup: async (c) => {
      await ensure(c, '/api/admin/tag-types', {name: 'docs-check-tag-type'});
      return {params: {name: 'docs-check-tag-type'}};
    },
  },

  // Dependencies
  'POST /api/admin/projects/{projectId}/features/{child}/dependencies': {body: {feature: FLAG, enabled: true}},
  'DELETE /api/admin/projects/{projectId}/features/{child}/dependencies': {
    setup: async (c) => ({params: {child: await dependentFlag(c, 'docs-check-child-2')}}),
  },
  'DELETE /api/admin/projects/{projectId}/features/{child}/dependencies/{parent}': {
    setup: async (c) => ({params: {child: await dependentFlag(c, 'docs-check-child-3')}}),
  },

  // Archive
  'POST /api/admin/projects/{projectId}/archive': {
    setup: async (c) => ({body: {features: [await flag(c, 'docs-check-archive')]}}),
  },
  'POST /api/admin/projects/{projectId}/archive/validate': {body: {features: [FLAG]}},
  'POST /api/admin/projects/{projectId}/delete': {
    setup: async (c) => ({body: {features: [await archivedFlag(c, 'docs-check-archived-1')]}}),
  },
  'POST /api/admin/projects/{projectId}/revive': {
    setup: async (c) => ({body: {features: [await archivedFlag(c, 'docs-check-archived-2')]}}),
  },
  'DELETE /api/admin/archive/{featureName}': {
    setup: async (c) => ({params: {featureName: await archivedFlag(c, 'docs-check-archived-3')}}),
  },
  'POST /api/admin/archive/revive/{featureName}': {
    setup: async (c) => ({params: {featureName: await archivedFlag(c, 'docs-check-archived-4')}}),
  },

  // Strategy types
  'GET /api/admin/strategies/{name}': {params: {name: 'docs-check-strategy'}},
  'PUT /api/admin/strategies/{name}': {params: {name: 'docs-check-strategy'}},
  'DELETE /api/admin/strategies/{name}': {
    setup: async (c) => {
      await ensure(c, '/api/admin/strategies', {name: 'docs-check-strategy-delete', parameters: []});
      return {params: {name: 'docs-check-strategy-delete'}};
    },
  },

  // Context fields, global and of a project
  'DELETE /api/admin/context/{contextField}': {
    setup: async (c) => {
      await ensure(c, '/api/admin/context', {name: 'docs-check-context-delete'});
      return {params: {contextField: 'docs-check-context-delete'}};
    },
  },
  // An unknown value is answered with 200; an unknown field with 404.
  'DELETE /api/admin/context/{contextField}/legal-values/{legalValue}': {
    provoke: {'404': {params: {contextField: MISSING}}},
    setup: async (c) => {
      await ok(c, 'POST', `/api/admin/context/${CONTEXT}/legal-values`, {value: 'docs-check'});
      return {params: {legalValue: 'docs-check'}};
    },
  },
  // The example is the field that `createContextFieldForProject` creates.
  'POST /api/admin/projects/{projectId}/context/validate': {
    body: {name: 'docs-check-unused'},
    provoke: {'409': {body: {name: PROJECT_CONTEXT}}},
  },
  'GET /api/admin/projects/{projectId}/context/{contextField}': {params: {contextField: PROJECT_CONTEXT}},
  'PUT /api/admin/projects/{projectId}/context/{contextField}': {params: {contextField: PROJECT_CONTEXT}},
  'DELETE /api/admin/projects/{projectId}/context/{contextField}': {
    setup: async (c) => {
      await ensure(c, '/api/admin/projects/default/context', {name: 'docs-check-project-context-delete'});
      return {params: {contextField: 'docs-check-project-context-delete'}};
    },
  },
  'GET /api/admin/projects/{projectId}/context/{contextField}/strategies': {params: {contextField: PROJECT_CONTEXT}},
  'POST /api/admin/projects/{projectId}/context/{contextField}/legal-values': {params: {contextField: PROJECT_CONTEXT}},
  'DELETE /api/admin/projects/{projectId}/context/{contextField}/legal-values/{legalValue}': {
    provoke: {'404': {params: {contextField: MISSING}}},
    setup: async (c) => {
      const path = `/api/admin/projects/default/context/${PROJECT_CONTEXT}/legal-values`;
      await ok(c, 'POST', path, {value: 'docs-check'});
      return {params: {contextField: PROJECT_CONTEXT, legalValue: 'docs-check'}};
    },
  },

  'POST /api/admin/tag-types/validate': {provoke: {'409': {body: {name: 'simple'}}}},
  'POST /api/admin/context/validate': {provoke: {'409': {body: {name: CONTEXT}}}},
  'POST /api/admin/segments/validate': {provoke: {'409': {body: {name: SEGMENT}}}},
  'GET /api/admin/search/events': {provoke: {'400': {query: {from: 'not-a-date'}}}},
  'POST /api/admin/features-batch/export': {provoke: {'400': {body: {environment: 'development'}}}},

  // Segments. The update example renames the segment to the one `createSegment` created.
  'GET /api/admin/segments/{id}': {setup: segment},
  'PUT /api/admin/segments/{id}': {
    provoke: {
      '409': async (c) => {
        await segmentId(c, 'docs-check-segment-taken');
        return {body: {name: 'docs-check-segment-taken', constraints: []}};
      },
    },
    setup: segment,
    body: {name: SEGMENT, constraints: [{contextName: 'userId', operator: 'IN', values: ['1001']}]},
  },
  'DELETE /api/admin/segments/{id}': {
    // The shared segment is in use by a strategy (POST /api/admin/segments/strategies ran before).
    provoke: {'409': async (c) => ({params: {id: await segmentId(c, SEGMENT)}})},
    setup: async (c) => ({params: {id: await segmentId(c, 'docs-check-segment-delete')}}),
  },
  'GET /api/admin/segments/{id}/strategies': {setup: segment},

  // Environments. OSS has only development and production, both in the default project.
  'POST /api/admin/projects/{projectId}/environments': {
    setup: async (c) => {
      await ok(c, 'DELETE', '/api/admin/projects/default/environments/production');
      return {body: {environment: 'production'}};
    },
  },
  'DELETE /api/admin/projects/{projectId}/environments/{environment}': {
    params: {environment: 'production'},
    phase: 'last',
  },
  'GET /api/admin/environments/{name}': {params: {name: 'development'}},
  'POST /api/admin/environments/{name}/on': {params: {name: 'production'}},
  'POST /api/admin/environments/{name}/off': {
    params: {name: 'production'},
    after: async (c) => void (await ok(c, 'POST', '/api/admin/environments/production/on')),
  },

  // Users, never the admin user
  'GET /api/admin/user-admin/{id}': {setup: user, provoke: {'400': {params: {id: 'not-a-number'}}}},
  'PUT /api/admin/user-admin/{id}': {setup: user},
  'DELETE /api/admin/user-admin/{id}': {
    setup: async (c) => ({params: {id: await userId(c, 'docs-check-delete@example.com')}}),
  },
  'POST /api/admin/user-admin/{id}/change-password': {setup: user},
  'POST /api/admin/user-admin/reset-password': {
    provoke: {'404': {body: {id: 'docs-check-nobody@example.com'}}},
    setup: async (c) => ({body: {id: await userEmail(c, USER)}}),
  },
  'POST /api/admin/user-admin/inactive/delete': {
    provoke: {'404': {body: {ids: [987654]}}},
    setup: async (c) => ({body: {ids: [Number(await userId(c, 'docs-check-inactive@example.com'))]}}),
  },

  // The signed-in user. Changing the password is done by a user of its own, never the admin.
  'POST /api/admin/user/change-password': {
    setup: async (c) => {
      const email = await userEmail(c, 'docs-check-self@example.com');
      return {
        as: await c.login(email, PASSWORD),
        body: {oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD},
      };
    },
  },
  'GET /api/admin/user/roles': {query: {projectId: 'default'}, provoke: {'400': {query: {projectId: ''}}}},
  // The example's expiry date has passed; the server wants a future one.
  'POST /api/admin/user/tokens': {body: {description: 'docs check', expiresAt: FUTURE}},
  'DELETE /api/admin/user/tokens/{id}': {
    setup: async (c) => {
      const created = await ok(
        c,
        'POST',
        '/api/admin/user/tokens',
        {description: 'docs check delete', expiresAt: FUTURE},
        'session',
      );
      return {params: {id: text(at(created, 'id'))}};
    },
  },

  // API tokens, never the fixture's own
  'GET /api/admin/api-tokens/{name}': {
    setup: async (c) => {
      await apiToken(c, 'docs-check-token');
      return {params: {name: 'docs-check-token'}};
    },
  },
  'PUT /api/admin/api-tokens/{token}': {
    setup: async (c) => ({params: {token: await apiToken(c, 'docs-check-update')}}),
  },
  'DELETE /api/admin/api-tokens/{token}': {
    setup: async (c) => ({params: {token: await apiToken(c, 'docs-check-delete')}}),
  },
  'DELETE /api/admin/projects/{projectId}/api-tokens/{token}': {
    setup: async (c) => ({
      params: {token: await apiToken(c, 'docs-check-project-delete', '/api/admin/projects/default/api-tokens')},
    }),
  },

  // Integrations: the examples post to a host name that does not resolve here.
  'POST /api/admin/addons': {body: ADDON},
  'GET /api/admin/addons/{id}': {setup: addon},
  'PUT /api/admin/addons/{id}': {setup: addon, body: ADDON},
  'DELETE /api/admin/addons/{id}': {setup: addon},
  'GET /api/admin/addons/{id}/events': {setup: addon},

  // Applications and metrics
  'DELETE /api/admin/metrics/applications/{appName}': {
    setup: async (c) => ({params: {appName: await application(c, 'docs-check-app-delete')}}),
  },
  'GET /api/admin/client-metrics/features/{name}': {params: {name: FLAG}},
  'GET /api/admin/client-metrics/features/{name}/raw': {params: {name: FLAG}},

  // Invite links and sign-up
  'GET /api/admin/invite-link/tokens/{token}': {setup: invite},
  'PUT /api/admin/invite-link/tokens/{token}': {setup: invite},
  'GET /invite/{token}/validate': {setup: invite},
  'POST /invite/{token}/signup': {setup: invite},

  // Import: the examples name a project a fresh server does not have; imports refuse admin tokens.
  'POST /api/admin/features-batch/validate': {body: IMPORT},
  'POST /api/admin/features-batch/import': {as: 'session', body: IMPORT},

  // Maintenance mode makes the server read-only: last, and switched off again at once.
  'POST /api/admin/maintenance': {
    phase: 'last',
    after: async (c) => void (await ok(c, 'POST', '/api/admin/maintenance', {enabled: false})),
  },
  'PUT /api/admin/feature-types/{id}/lifetime': {params: {id: 'release'}},
  'POST /edge/issue-token': {
    as: 'edge',
    body: {tokens: [{environment: 'development', projects: ['default']}]},
    provoke: {'401': {as: 'admin'}},
  },
  // Needs no token; a backend token in the header is refused.
  'POST /edge/validate': {provoke: {'403': {as: 'backend'}}},

  // SDKs send the ETag of their last answer; the server answers 304 when nothing changed since.
  'GET /api/client/features': {
    provoke: {
      '304': async (c) => {
        const etag = (await c.call('GET', '/api/client/features', undefined, 'backend')).headers?.etag;
        if (!etag) throw new Error('GET /api/client/features sent no ETag');
        return {headers: {'If-None-Match': etag}};
      },
    },
  },

  // Sign-in and password reset, without a token
  'POST /auth/simple/login': {
    body: ADMIN_LOGIN,
    provoke: {'401': {body: {username: ADMIN_LOGIN.username, password: 'not-the-password'}}},
  },
  'GET /auth/reset/validate': {
    provoke: {'401': {query: {token: 'docs-check-not-a-token'}}},
    setup: async (c) => ({query: {token: await resetToken(c, 'docs-check-reset-1@example.com')}}),
  },
  'POST /auth/reset/password': {
    provoke: {'401': {body: {token: 'docs-check-not-a-token', password: NEW_PASSWORD}}},
    setup: async (c) => ({
      body: {token: await resetToken(c, 'docs-check-reset-2@example.com'), password: NEW_PASSWORD},
    }),
  },
  // A user no reset email went to yet: the server sends at most one a minute per user.
  'POST /auth/reset/password-email': {
    setup: async (c) => ({body: {email: await userEmail(c, 'docs-check-reset-3@example.com')}}),
  },

  // The Admin UI's own endpoints
  'POST /api/admin/splash/{id}': {params: {id: 'docs-check'}},
  'PUT /api/admin/feedback/{id}': {params: {id: 'pnps'}},
};
