import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {describe, it} from 'node:test';
import {isGeneratedApiPage, operationToMarkdown, readGeneratedPage, tagToMarkdown, type ApiOperation} from '../api';

const op: ApiOperation = {
  method: 'post',
  path: '/api/admin/projects/{projectId}/features',
  description: 'Creates a flag | in a project.',
  tags: ['Features'],
  parameters: [{name: 'projectId', in: 'path', required: true, description: 'The project.', example: 'default'}],
  requestBody: {content: {'application/json': {example: {name: 'new-checkout'}}}},
  responses: {'200': {description: 'The flag was created.'}, '409': {description: 'The name is taken.'}},
  security: [{apiKey: []}],
};

describe('Markdown twins of generated API pages', () => {
  it('recognises generated operation and tag pages', () => {
    assert.equal(isGeneratedApiPage('@site/api-reference/unleash/create-feature.api.mdx'), true);
    assert.equal(isGeneratedApiPage('@site/api-reference/unleash/features.tag.mdx'), true);
    assert.equal(isGeneratedApiPage('@site/api-reference/unleash.mdx'), false);
  });

  it('reads the operation the page carries in its front matter', () => {
    const encoded = zlib.deflateSync(JSON.stringify(op)).toString('base64');
    const page = readGeneratedPage(
      `---\ntitle: "Create a feature flag"\ndescription: "Creates"\napi: ${encoded}\n---\n\n<Heading/>\n`,
    );
    assert.equal(page.title, 'Create a feature flag');
    assert.deepEqual(page.operation, op);
    assert.equal(readGeneratedPage('---\ntitle: Features\n---\n').operation, undefined);
  });

  it('writes endpoint, parameters, body, responses and a curl sample', () => {
    const md = operationToMarkdown('Create a feature flag', op);
    assert.match(md, /^# Create a feature flag\n\n`POST \/api\/admin\/projects\/\{projectId\}\/features`/);
    assert.match(md, /Creates a flag \| in a project\./);
    assert.match(md, /\| `projectId` \| path \| yes \| {2}\| The project\. \|/);
    assert.match(md, /"name": "new-checkout"/);
    assert.match(md, /- `409`: The name is taken\./);
    assert.match(md, /curl -X POST "\$UNLEASH_URL\/api\/admin\/projects\/default\/features"/);
  });

  it('lists the operations of a tag', () => {
    const md = tagToMarkdown(
      'Features',
      'Flags in a project.',
      [
        {
          title: 'Create a feature flag',
          permalink: '/reference/api/unleash/create-feature',
          tags: ['Features'],
          method: 'post',
          path: '/x',
        },
        {
          title: 'List segments',
          permalink: '/reference/api/unleash/get-segments',
          tags: ['Segments'],
          method: 'get',
          path: '/y',
        },
      ],
      'https://docs.example',
    );
    assert.match(
      md,
      /- \[Create a feature flag\]\(https:\/\/docs\.example\/reference\/api\/unleash\/create-feature\.md\): `POST \/x`/,
    );
    assert.doesNotMatch(md, /List segments/);
  });
});
