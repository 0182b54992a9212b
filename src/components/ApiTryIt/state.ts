/**
 * Pure set-up of the request panel: decoding the operation that the OpenAPI docs plugin stores
 * in the page's front matter (zlib deflate, base64) and the panel's initial state.
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

/** Inflates the base64 zlib payload with the browser's (or Node's) DecompressionStream. */
export async function decodeApi(encoded: string): Promise<ApiOperation> {
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return JSON.parse(await new Response(stream).text()) as ApiOperation;
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
