/**
 * Markdown twins of the generated API reference pages. Their MDX is a row of theme components
 * fed by JSON, which reads badly as text; this writes each operation from the OpenAPI operation
 * the page carries in its front matter (zlib, base64) instead: endpoint, description,
 * parameters, body example, responses and a curl sample.
 */
import zlib from 'node:zlib';
import matter from 'gray-matter';
import {createSamples, type SampleOperation} from '../openapi-pages/samples';

type Parameter = NonNullable<SampleOperation['parameters']>[number] & {description?: string; schema?: {type?: string}};
type Media = {example?: unknown; examples?: Record<string, {value?: unknown}>};
export type ApiOperation = SampleOperation & {
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, Media>};
  responses?: Record<string, {description?: string}>;
  'x-enterprise'?: boolean;
};

export const isGeneratedApiPage = (source: string) => /\.(api|tag)\.mdx$/.test(source);

export function decodeOperation(encoded: string): ApiOperation {
  return JSON.parse(zlib.inflateSync(Buffer.from(encoded, 'base64')).toString('utf8')) as ApiOperation;
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function operationToMarkdown(title: string, op: ApiOperation): string {
  const out = [`# ${title}`, '', `\`${op.method.toUpperCase()} ${op.path}\``, ''];
  if (op['x-enterprise']) out.push('Available in Unleash Enterprise.', '');
  if (op.description) out.push(op.description.trim(), '');
  const params = op.parameters ?? [];
  if (params.length > 0) {
    out.push('## Parameters', '', '| Name | In | Required | Type | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of params) {
      out.push(
        `| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${p.schema?.type ?? ''} | ${cell(p.description)} |`,
      );
    }
    out.push('');
  }
  const media = op.requestBody?.content?.['application/json'];
  const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  if (example !== undefined) out.push('## Request body', '', '```json', JSON.stringify(example, null, 2), '```', '');
  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    out.push('## Responses', '');
    for (const [code, response] of responses) out.push(`- \`${code}\`: ${cell(response.description)}`);
    out.push('');
  }
  out.push('## Example', '', '```bash', createSamples(op).curl, '```', '');
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

/** Reads a generated page: its title, description and, for operation pages, the operation. */
export function readGeneratedPage(source: string): {title: string; description: string; operation?: ApiOperation} {
  const {data} = matter(source);
  const encoded = typeof data.api === 'string' ? data.api : undefined;
  return {
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    operation: encoded ? decodeOperation(encoded) : undefined,
  };
}
