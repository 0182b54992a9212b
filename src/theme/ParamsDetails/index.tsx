/**
 * Replaces the OpenAPI theme's ParamsDetails, which renders only in the browser (an empty
 * skeleton in the HTML) and pulls react-markdown into every operation page. This one renders the
 * parameters into the static HTML, so they are indexed, readable without JavaScript and light.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {SchemaFields, type Schema} from '@site/src/components/ApiSchema';

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
};
type Props = {parameters?: Parameter[]};

const GROUPS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

export default function ParamsDetails({parameters = []}: Props): ReactNode {
  return GROUPS.map(([where, title]) => {
    const group = parameters.filter((p) => p.in === where);
    if (group.length === 0) return null;
    // Each parameter is shown as a field of an object, so it gets the same layout as body fields.
    const asObject: Schema = {
      type: 'object',
      required: group.filter((p) => p.required).map((p) => p.name),
      properties: Object.fromEntries(
        group.map((p) => [
          p.name,
          {
            ...p.schema,
            description: p.description ?? p.schema?.description,
            deprecated: p.deprecated,
            example: p.example ?? p.schema?.example,
          },
        ]),
      ),
    };
    return (
      <section key={where}>
        <Heading as="h3" id={`${where}-parameters`}>
          {title}
        </Heading>
        <SchemaFields schema={asObject} />
      </section>
    );
  });
}
