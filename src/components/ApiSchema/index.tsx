import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {parseMarkdown, type Inline} from './markdown';
import {constraints, mergeAllOf, nestedObject, typeLabel, type Schema} from './schema';
import styles from './styles.module.css';

export type {Schema} from './schema';
export type Media = {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
};

/** Deep enough for every schema we publish; stops runaway recursion on a circular one. */
const MAX_DEPTH = 6;

function InlineText({inlines}: {inlines: Inline[]}): ReactNode {
  return inlines.map((part, i) => {
    switch (part.kind) {
      case 'code':
        return <code key={i}>{part.text}</code>;
      case 'strong':
        return <strong key={i}>{part.text}</strong>;
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'link':
        return (
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        );
      default:
        return <React.Fragment key={i}>{part.text}</React.Fragment>;
    }
  });
}

export function Markdown({text, className}: {text?: string; className?: string}): ReactNode {
  const blocks = parseMarkdown(text);
  if (blocks.length === 0) return null;
  return (
    <div className={className}>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText inlines={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <InlineText inlines={block.inlines} />
          </p>
        ),
      )}
    </div>
  );
}

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Field({name, schema, required, depth}: {name: string; schema: Schema; required: boolean; depth: number}) {
  const merged = mergeAllOf(schema);
  const nested = depth < MAX_DEPTH ? nestedObject(merged) : undefined;
  const variants = merged.oneOf ?? merged.anyOf;
  const limits = constraints(merged);
  return (
    <li className={styles.field}>
      <div className={styles.fieldHead}>
        <code className={styles.fieldName}>{name}</code>
        <span className={styles.type}>{typeLabel(merged)}</span>
        {required && <span className={styles.required}>required</span>}
        {merged.deprecated && <span className={styles.deprecated}>deprecated</span>}
        {merged.readOnly && <span className={styles.flag}>read-only</span>}
      </div>
      <Markdown text={merged.description} className={styles.description} />
      {merged.enum && (
        <p className={styles.meta}>
          Possible values:{' '}
          {merged.enum.map((v, i) => (
            <React.Fragment key={i}>
              {i > 0 && ', '}
              <code>{literal(v)}</code>
            </React.Fragment>
          ))}
        </p>
      )}
      {merged.default !== undefined && (
        <p className={styles.meta}>
          Default: <code>{literal(merged.default)}</code>
        </p>
      )}
      {merged.example !== undefined && typeof merged.example !== 'object' && (
        <p className={styles.meta}>
          Example: <code>{literal(merged.example)}</code>
        </p>
      )}
      {limits.length > 0 && <p className={styles.meta}>{limits.join(', ')}</p>}
      {nested && (
        <details className={styles.nested}>
          <summary>Fields of {name}</summary>
          <SchemaFields schema={nested} depth={depth + 1} />
        </details>
      )}
      {variants && depth < MAX_DEPTH && <Variants variants={variants} depth={depth + 1} />}
    </li>
  );
}

function Variants({variants, depth}: {variants: Schema[]; depth: number}) {
  return (
    <div className={styles.variants}>
      {variants.map((variant, i) => (
        <details key={i} className={styles.nested}>
          <summary>
            Shape {i + 1}: {typeLabel(variant)}
          </summary>
          <Markdown text={variant.description} className={styles.description} />
          {nestedObject(variant) && <SchemaFields schema={nestedObject(variant)!} depth={depth} />}
        </details>
      ))}
    </div>
  );
}

/** The fields of an object schema (or of an array's items), each with type, rules and description. */
export function SchemaFields({schema, depth = 0}: {schema: Schema; depth?: number}): ReactNode {
  const merged = mergeAllOf(schema);
  const target = nestedObject(merged);
  if (!target) {
    const variants = merged.oneOf ?? merged.anyOf;
    return (
      <>
        <p className={styles.meta}>
          Type: <code>{typeLabel(merged)}</code>
        </p>
        {variants && <Variants variants={variants} depth={depth + 1} />}
      </>
    );
  }
  const required = new Set(target.required ?? []);
  return (
    <ul className={styles.fields}>
      {Object.entries(target.properties ?? {}).map(([name, field]) => (
        <Field key={name} name={name} schema={field} required={required.has(name)} depth={depth} />
      ))}
    </ul>
  );
}

/** The examples of a request or response body, as JSON code blocks with their summaries. */
export function MediaExamples({media}: {media: Media}): ReactNode {
  const examples: {title: string; value: unknown}[] = [];
  if (media.example !== undefined) examples.push({title: 'Example', value: media.example});
  for (const [key, example] of Object.entries(media.examples ?? {})) {
    if (example?.value !== undefined) examples.push({title: example.summary ?? key, value: example.value});
  }
  if (examples.length === 0) return null;
  return (
    <>
      {examples.map((example, i) => (
        <CodeBlock key={i} language="json" title={example.title}>
          {JSON.stringify(example.value, null, 2)}
        </CodeBlock>
      ))}
    </>
  );
}

/** One body (request or response): media type, schema fields, examples. */
export function MediaBody({mime, media}: {mime: string; media: Media}): ReactNode {
  return (
    <div className={styles.media}>
      <p className={styles.meta}>
        Content type: <code>{mime}</code>
      </p>
      {media.schema && (
        <>
          <Markdown text={mergeAllOf(media.schema).description} className={styles.description} />
          <SchemaFields schema={media.schema} />
        </>
      )}
      <MediaExamples media={media} />
    </div>
  );
}
