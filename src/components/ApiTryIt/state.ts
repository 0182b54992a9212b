/**
 * Set-up of the request panel: fetching the operation the page generator wrote next to the page
 * (plugins/openapi-pages/markdown.ts), and the panel's initial state (pure).
 */
export type ApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
};

export type ApiOperation = {
  method: string;
  path: string;
  parameters?: ApiParameter[];
  requestBody?: {content?: Record<string, unknown>};
  responses?: Record<string, {content?: Record<string, unknown>}>;
  servers?: {url: string; description?: string}[];
  security?: unknown;
  securitySchemes?: unknown;
};

/** The operation a page's panel sends, from the file the page generator wrote (plugins/openapi-pages). */
export async function fetchOperation(url: string, fetchImpl: typeof fetch = fetch): Promise<ApiOperation> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const operation = (await response.json()) as ApiOperation;
  if (typeof operation !== 'object' || operation === null || typeof operation.method !== 'string') {
    throw new Error(`${url} does not describe an operation`);
  }
  return operation;
}

const prefill = (p: ApiParameter) =>
  p.schema?.default ?? p.example ?? p.schema?.example ?? Object.values(p.examples ?? {})[0]?.value;

export function initialPanelState(api: ApiOperation, auth: unknown) {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const params: Record<ApiParameter['in'], (ApiParameter & {value?: unknown})[]> = {
    path: [],
    query: [],
    header: [],
    cookie: [],
  };
  for (const p of api.parameters ?? []) {
    const value = prefill(p);
    params[p.in]?.push(value === undefined ? p : {...p, value});
  }
  return {
    accept: {value: accept[0], options: accept},
    contentType: {value: contentTypes[0], options: contentTypes},
    // No server is chosen for the reader: they pick theirs (or type its URL) before sending.
    server: {value: undefined, options: api.servers ?? []},
    response: {value: undefined},
    body: {type: 'empty'},
    params,
    auth,
    schemaSelection: {selections: {}},
    encodingSelection: {},
  };
}
