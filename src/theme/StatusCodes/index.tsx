/**
 * Replaces the OpenAPI theme's StatusCodes (tabs rendered in the browser with react-markdown)
 * with static sections: one per status code, successful responses open, errors folded.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Markdown, MediaBody, type Media} from '@site/src/components/ApiSchema';
import {STATUS_TEXT} from '@site/src/components/ApiSchema/schema';

type Response = {description?: string; content?: Record<string, Media>};
type Props = {id?: string; label?: string; responses?: Record<string, Response>};

function ResponseBodies({response}: {response: Response}) {
  return Object.entries(response.content ?? {}).map(([mime, media]) => (
    <MediaBody key={mime} mime={mime} media={media} />
  ));
}

export default function StatusCodes({id = 'responses', label = 'Responses', responses = {}}: Props): ReactNode {
  const codes = Object.keys(responses);
  if (codes.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id={id}>
        {label}
      </Heading>
      {codes.map((code) => {
        const response = responses[code];
        const title = `${code} ${STATUS_TEXT[code] ?? ''}`.trim();
        const isSuccess = code.startsWith('2');
        const hasBody = Object.keys(response.content ?? {}).length > 0;
        return (
          <section key={code}>
            <Heading as="h3" id={`${id}-${code}`}>
              {title}
            </Heading>
            <Markdown text={response.description} />
            {hasBody &&
              (isSuccess ? (
                <ResponseBodies response={response} />
              ) : (
                <details>
                  <summary>Response body of {title}</summary>
                  <ResponseBodies response={response} />
                </details>
              ))}
          </section>
        );
      })}
    </section>
  );
}
