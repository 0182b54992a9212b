/**
 * Pure helpers that turn the dereferenced JSON schemas of our OpenAPI description into what the
 * operation pages print: merged allOf, a readable type label, and the schema whose properties
 * are shown under a field.
 */
export type Schema = {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

/** Folds allOf members into one schema: properties and required lists merged, first description kept. */
export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const {allOf, ...rest} = schema;
  return [...allOf.map(mergeAllOf), rest].reduce<Schema>(
    (acc, part) => ({
      ...acc,
      ...part,
      description: acc.description ?? part.description,
      properties: {...acc.properties, ...part.properties},
      required: [...new Set([...(acc.required ?? []), ...(part.required ?? [])])],
    }),
    {},
  );
}

const typeOf = (schema: Schema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.filter((t) => t !== 'null').join(' | ');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

/** "string<date-time>", "object (FeatureFlag)", "array of string", "integer | null", "one of 2 shapes"... */
export function typeLabel(input: Schema): string {
  const schema = mergeAllOf(input);
  const variants = schema.oneOf ?? schema.anyOf;
  let label: string;
  if (variants?.length && !typeOf(schema)) label = `one of ${variants.length} shapes`;
  else if (typeOf(schema) === 'array') {
    const items = schema.items ? mergeAllOf(schema.items) : undefined;
    label = items ? `array of ${typeLabel(items)}` : 'array';
  } else {
    const base = typeOf(schema) ?? 'any';
    label = schema.format ? `${base}<${schema.format}>` : base;
    if (base === 'object' && schema.title) label = `${label} (${schema.title})`;
  }
  const isNullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  return isNullable ? `${label} | null` : label;
}

/** The object schema whose fields belong under this one (itself, or its array items), if any. */
export function nestedObject(input: Schema): Schema | undefined {
  const schema = mergeAllOf(input);
  const target = typeOf(schema) === 'array' && schema.items ? mergeAllOf(schema.items) : schema;
  return target.properties && Object.keys(target.properties).length > 0 ? target : undefined;
}

/** Constraints worth printing beside a field, in reading order. */
export function constraints(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`maximum ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  return out;
}

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '410': 'Gone',
  '413': 'Payload Too Large',
  '415': 'Unsupported Media Type',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};
