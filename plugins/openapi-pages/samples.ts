/**
 * Request samples for the generated API operation pages: curl, JavaScript (fetch) and Python
 * (requests), built from the operation at generation time so that each page ships them as static
 * code blocks. Every sample reads the server URL and the token from the environment
 * (UNLEASH_URL, UNLEASH_API_TOKEN), so a reader can paste and run it as it is.
 */

export type SampleParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown; enum?: unknown[]};
};

export type SampleMedia = {example?: unknown; examples?: Record<string, {value?: unknown}>};

export type SampleOperation = {
  method: string;
  path: string;
  parameters?: SampleParameter[];
  requestBody?: {content?: Record<string, SampleMedia>};
  /** The body the docs plugin derives from the schema when the description has no example. */
  jsonRequestBodyExample?: unknown;
  security?: Record<string, string[]>[];
};

export type Samples = {curl: string; javascript: string; python: string};

const firstExample = (examples?: Record<string, {value?: unknown}>) =>
  examples ? Object.values(examples).find((e) => e && 'value' in e)?.value : undefined;

/** The value a sample uses for a parameter: its example, else its default, else its first enum value. */
export function parameterValue(param: SampleParameter): string | undefined {
  const value =
    param.example ??
    firstExample(param.examples) ??
    param.schema?.example ??
    param.schema?.default ??
    param.schema?.enum?.[0];
  if (value === undefined) return undefined;
  // Strings as they are; numbers, booleans, arrays and objects in their JSON form.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Fills `{name}` segments with example values (URL-encoded); unknown ones stay as `{name}`. */
export function samplePath(op: SampleOperation): string {
  const params = op.parameters ?? [];
  const filled = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    const value = param && parameterValue(param);
    return value === undefined ? whole : encodeURIComponent(value);
  });
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => [p.name, parameterValue(p) ?? ''] as const)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

/** The JSON body a sample sends, or undefined when the operation takes no JSON body. */
export function sampleBody(op: SampleOperation): unknown {
  const media = op.requestBody?.content?.['application/json'];
  if (!media) return undefined;
  return media.example ?? firstExample(media.examples) ?? op.jsonRequestBodyExample ?? {};
}

export const needsToken = (op: SampleOperation) => (op.security ?? []).some((s) => Object.keys(s).length > 0);

/** A JSON value written as a Python literal (True/False/None), indented like json.dumps(indent=4). */
export function toPython(value: unknown, indent = 0): string {
  const pad = (n: number) => ' '.repeat(n);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => `${pad(indent + 4)}${toPython(v, indent + 4)}`);
    return `[\n${items.join(',\n')},\n${pad(indent)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const items = entries.map(([k, v]) => `${pad(indent + 4)}${JSON.stringify(k)}: ${toPython(v, indent + 4)}`);
  return `{\n${items.join(',\n')},\n${pad(indent)}}`;
}

const indentLines = (text: string, by: number) => text.replace(/\n/g, `\n${' '.repeat(by)}`);
/** Single quotes for the shell: ' inside the body becomes '\'' . */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function createSamples(op: SampleOperation): Samples {
  const method = op.method.toUpperCase();
  const target = samplePath(op);
  const body = sampleBody(op);
  const hasBody = body !== undefined;
  const token = needsToken(op);
  const headerParams = (op.parameters ?? []).filter((p) => p.in === 'header' && p.required);

  const curlLines = [`curl -X ${method} "$UNLEASH_URL${target}"`];
  if (token) curlLines.push(`-H "Authorization: $UNLEASH_API_TOKEN"`);
  for (const h of headerParams) curlLines.push(`-H ${shellQuote(`${h.name}: ${parameterValue(h) ?? ''}`)}`);
  if (hasBody) {
    curlLines.push(`-H "Content-Type: application/json"`);
    curlLines.push(`--data ${shellQuote(JSON.stringify(body, null, 2))}`);
  }
  const curl = curlLines.join(' \\\n  ');

  const jsHeaders = [
    ...(token ? ['Authorization: process.env.UNLEASH_API_TOKEN,'] : []),
    ...headerParams.map((h) => `${JSON.stringify(h.name)}: ${JSON.stringify(parameterValue(h) ?? '')},`),
    ...(hasBody ? [`'Content-Type': 'application/json',`] : []),
  ];
  const jsOptions = [
    `method: '${method}',`,
    ...(jsHeaders.length > 0 ? [`headers: {\n    ${jsHeaders.join('\n    ')}\n  },`] : []),
    ...(hasBody ? [`body: JSON.stringify(${indentLines(JSON.stringify(body, null, 2), 2)}),`] : []),
  ];
  const javascript = [
    `const response = await fetch(\`\${process.env.UNLEASH_URL}${target.replace(/[`$\\]/g, '\\$&')}\`, {`,
    `  ${jsOptions.join('\n  ')}`,
    `});`,
    `const text = await response.text();`,
    `console.log(response.status, text ? JSON.parse(text) : '(no body)');`,
  ].join('\n');

  const pyHeaders = [
    ...(token ? [`"Authorization": os.environ["UNLEASH_API_TOKEN"],`] : []),
    ...headerParams.map((h) => `${JSON.stringify(h.name)}: ${JSON.stringify(parameterValue(h) ?? '')},`),
  ];
  const pyArgs = [
    `f"{os.environ['UNLEASH_URL']}${target.replace(/[{}]/g, '$&$&')}",`,
    ...(pyHeaders.length > 0 ? [`headers={\n        ${pyHeaders.join('\n        ')}\n    },`] : []),
    ...(hasBody ? [`json=${indentLines(toPython(body), 4)},`] : []),
  ];
  const python = [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${op.method.toLowerCase()}(`,
    `    ${pyArgs.join('\n    ')}`,
    `)`,
    `print(response.status_code, response.json() if response.content else "(no body)")`,
  ].join('\n');

  return {curl, javascript, python};
}
