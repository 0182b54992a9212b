/**
 * Replaces the OpenAPI theme's RequestSchema (browser-only rendering, heavy dependencies) with a
 * static rendering of the request body: media type, fields and examples in the page's HTML.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Markdown, MediaBody, type Media} from '@site/src/components/ApiSchema';

type Props = {
  title?: string;
  body?: {required?: boolean; description?: string; content?: Record<string, Media>};
};

export default function RequestSchema({title = 'Body', body}: Props): ReactNode {
  const content = Object.entries(body?.content ?? {});
  if (content.length === 0) return null;
  return (
    <section>
      <Heading as="h3" id="request-body">
        {title}
        {body?.required ? ' (required)' : ' (optional)'}
      </Heading>
      <Markdown text={body?.description} />
      {content.map(([mime, media]) => (
        <MediaBody key={mime} mime={mime} media={media} />
      ))}
    </section>
  );
}
