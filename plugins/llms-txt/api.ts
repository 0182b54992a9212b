/**
 * Markdown twins of the generated API reference pages. Their MDX is a row of theme components fed
 * by JSON, which reads badly as text; an operation's twin is written instead from the operation the
 * page generator wrote next to the page for the request panel (`<id>.panel.json`, the plugin's own
 * dereferenced operation, so the twin says what the HTML page says): endpoint, authentication,
 * parameters, request body, responses and a curl sample, enough to call the endpoint.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {panelUrlPath} from '../openapi-pages/paths';
import {createSamples, type SampleOperation} from '../openapi-pages/samples';

/** The parts of a JSON Schema the twin shows. */
export type Schema = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  format?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  title?: string;
};
type Parameter = NonNullable<SampleOperation['parameters']>[number] & {description?: string; schema?: Schema};
type Media = {schema?: Schema; example?: unknown; examples?: Record<string, {value?: unknown; summary?: string}>};
type SecurityScheme = {type?: string; in?: string; name?: string; scheme?: string; description?: string};
export type ApiOperation = SampleOperation & {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content?: Record<string, Media>};
  responses?: Record<string, {description?: string; content?: Record<string, Media>}>;
  securitySchemes?: Record<string, SecurityScheme>;
  'x-enterprise'?: boolean;
  'x-sidebar-group'?: string;
};

export const isGeneratedApiPage = (source: string) => /\.(api|tag)\.mdx$/.test(source);
export const isGeneratedOperationPage = (source: string) => /\.api\.mdx$/.test(source);

const cell = (text: string | undefined) =>
  (text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
const json = (value: unknown) => JSON.stringify(value, null, 2);
const fenced = (language: string, code: string) => {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code}\n${ticks}`;
};

/** A schema's type in a few words: `string`, `integer`, `array of object`, `string (date-time)`, `one of …`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return '';
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && !schema.type && !schema.properties) return `one of ${variants.map(typeOf).join(', ')}`;
  const base = Array.isArray(schema.type)
    ? schema.type.join(' or ')
    : (schema.type ?? (schema.properties ? 'object' : ''));
  const type = base === 'array' ? `array of ${typeOf(schema.items) || 'values'}` : base;
  return [type, schema.format && `(${schema.format})`, schema.nullable && 'or null'].filter(Boolean).join(' ');
}

/** Description plus the constraints a caller must know: allowed values, default, example. */
function details(description: string | undefined, schema: Schema | undefined, example?: unknown): string {
  const parts = [cell(description)];
  if (schema?.enum) parts.push(`One of: ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}.`);
  if (schema?.default !== undefined) parts.push(`Default: \`${JSON.stringify(schema.default)}\`.`);
  const shown = example ?? schema?.example;
  if (shown !== undefined) parts.push(`Example: \`${typeof shown === 'string' ? shown : JSON.stringify(shown)}\`.`);
  return parts.filter(Boolean).join(' ');
}

function firstExample(media: Media | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  return Object.values(media.examples ?? {}).find((e) => e && 'value' in e)?.value;
}

/** The top-level fields of an object schema (and of each variant of a oneOf/anyOf/allOf) as table rows. */
function fieldRows(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const parts = [target, ...(target.allOf ?? []), ...(target.oneOf ?? []), ...(target.anyOf ?? [])];
  const rows = new Map<string, string>();
  for (const part of parts) {
    for (const [name, prop] of Object.entries(part.properties ?? {})) {
      if (rows.has(name)) continue;
      const required = (part.required ?? target.required ?? []).includes(name) ? 'yes' : 'no';
      rows.set(name, `| \`${name}\` | ${typeOf(prop)} | ${required} | ${details(prop.description, prop)} |`);
    }
  }
  return [...rows.values()];
}

function authenticationLines(op: ApiOperation): string[] {
  const requirements = (op.security ?? []).filter((s) => Object.keys(s).length > 0);
  if (requirements.length === 0) return ['No authentication: send the request without an `Authorization` header.'];
  const names = [...new Set(requirements.flatMap((s) => Object.keys(s)))];
  const lines = [
    names.length > 1 ? 'Any one of these:' : 'This one:',
    '',
    ...names.map((name) => {
      const scheme = op.securitySchemes?.[name];
      const where = scheme?.in && scheme.name ? ` (${scheme.type}, \`${scheme.name}\` ${scheme.in})` : '';
      // The whole description, lists included, as the content of the list item.
      const description = (scheme?.description ?? '')
        .trim()
        .split('\n')
        .map((line) => (line.trim() ? `  ${line}` : ''))
        .join('\n')
        .trimStart();
      return `- \`${name}\`${where}: ${description}`;
    }),
  ];
  if (requirements.length < (op.security ?? []).length) lines.push('', 'Authentication is optional.');
  return lines;
}

/**
 * The Markdown twin of an operation page: title, method and path, what it needs and what it
 * answers, and a request to copy.
 */
export function operationToMarkdown(title: string, op: ApiOperation): string {
  const method = op.method.toUpperCase();
  const out = [`# ${title}`, '', `\`${method} ${op.path}\``, ''];
  const facts = [
    op.operationId && `Operation ID: \`${op.operationId}\``,
    op.tags?.length && `Tag: ${op.tags.join(', ')}${op['x-sidebar-group'] ? ` (${op['x-sidebar-group']})` : ''}`,
  ].filter(Boolean);
  if (facts.length > 0) out.push(facts.join('. ') + '.', '');
  if (op.deprecated)
    out.push('> **Deprecated.** Unleash marks this operation as deprecated; avoid it in new code.', '');
  if (op['x-enterprise']) out.push('> **Enterprise.** Available in Unleash Enterprise only.', '');
  if (op.description) out.push(op.description.trim(), '');

  out.push('## Authentication', '', ...authenticationLines(op), '');

  const params = op.parameters ?? [];
  if (params.length > 0) {
    out.push('## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of params) {
      const example = p.example ?? Object.values(p.examples ?? {})[0]?.value;
      out.push(
        `| \`${p.name}\` | ${p.in} | ${typeOf(p.schema)} | ${p.required ? 'yes' : 'no'} | ${details(p.description, p.schema, example)} |`,
      );
    }
    out.push('');
  }

  const bodyTypes = Object.entries(op.requestBody?.content ?? {});
  if (bodyTypes.length > 0) {
    const [contentType, media] = bodyTypes[0];
    out.push(
      '## Request body',
      '',
      `\`${contentType}\`, ${op.requestBody?.required ? 'required' : 'optional'}.${media.schema?.description ? ` ${cell(media.schema.description)}` : ''}`,
      '',
    );
    const rows = fieldRows(media.schema);
    if (rows.length > 0)
      out.push('| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, '');
    else if (media.schema) out.push(`A ${typeOf(media.schema) || 'value'}.`, '');
    const example = firstExample(media) ?? op.jsonRequestBodyExample;
    if (example !== undefined) out.push('Example:', '', fenced('json', json(example)), '');
  }

  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    out.push('## Responses', '');
    for (const [code, response] of responses) {
      out.push(`### ${code}`, '', cell(response.description) || '(no description)', '');
      const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
      if (!media) continue;
      const rows = fieldRows(media.schema);
      if (rows.length > 0) {
        out.push(`\`${contentType}\`:`, '', '| Field | Type | Required | Description |', '| --- | --- | --- | --- |');
        out.push(...rows, '');
      }
      const example = firstExample(media);
      if (example !== undefined)
        out.push(
          'Example:',
          '',
          fenced(contentType.includes('json') ? 'json' : 'text', typeof example === 'string' ? example : json(example)),
          '',
        );
    }
  }

  out.push(
    '## Request sample',
    '',
    'Set `UNLEASH_URL` to your instance and `UNLEASH_API_TOKEN` to a token that may call this endpoint.',
    '',
    fenced('bash', createSamples(op).curl),
    '',
  );
  return out.join('\n');
}

export type OperationLink = {title: string; permalink: string; tags: string[]; method: string; path: string};

export function tagToMarkdown(
  title: string,
  description: string,
  operations: OperationLink[],
  siteUrl: string,
): string {
  const lines = operations
    .filter((o) => o.tags.includes(title))
    .map((o) => `- [${o.title}](${siteUrl}${o.permalink}.md): \`${o.method.toUpperCase()} ${o.path}\``);
  return [`# ${title}`, '', `> ${description}`, '', ...lines, ''].join('\n');
}

/** Reads a generated page's title and description. */
export function readGeneratedPage(source: string): {title: string; description: string} {
  const {data} = matter(source);
  return {title: String(data.title ?? ''), description: String(data.description ?? '')};
}

/**
 * Reads the operation of a generated operation page from the panel file the page generator wrote
 * (copied into the build with the static files). Throws with the file's name when it is missing,
 * because a twin without its operation would silently say nothing.
 */
export function readPanelOperation(outDir: string, permalink: string): ApiOperation {
  const slug = permalink.replace(/\/$/, '').split('/').pop()!;
  const file = path.join(outDir, ...panelUrlPath(slug).split('/'));
  if (!fs.existsSync(file)) {
    throw new Error(
      `[unleash-llms-txt] ${file} is missing: the operation of ${permalink} cannot be written as Markdown`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiOperation;
}
