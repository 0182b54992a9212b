import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {lazyComponentCreator} from '../lazy';

describe('lazy route components', () => {
  const setup = () => {
    const created: string[] = [];
    const create = (path: string, hash: string) => {
      created.push(`${path}-${hash}`);
      const Page = ({title}: {title?: string}) => <h1>{`${path} ${title ?? ''}`.trim()}</h1>;
      return Object.assign(Page as React.ComponentType<Record<string, unknown>>, {
        preload: () => Promise.resolve(`loaded ${path}`),
      });
    };
    return {created, creator: lazyComponentCreator(create)};
  };

  it('creates nothing until a route is rendered or preloaded', () => {
    const {created, creator} = setup();
    creator('/a', '1');
    creator('/b', '2');
    assert.deepEqual(created, []);
  });

  it('renders the real component with its props and no element of its own', () => {
    const {created, creator} = setup();
    const Route = creator('/a', '1');
    assert.equal(renderToStaticMarkup(<Route title="x" />), '<h1>/a x</h1>');
    renderToStaticMarkup(<Route />);
    assert.deepEqual(created, ['/a-1'], 'created once');
  });

  it('preloads through the real component, created once', async () => {
    const {created, creator} = setup();
    const Route = creator('/b', '2') as unknown as {preload: () => Promise<unknown>};
    assert.equal(await Route.preload(), 'loaded /b');
    assert.equal(await Route.preload(), 'loaded /b');
    assert.deepEqual(created, ['/b-2']);
  });
});

describe('the replaced Docusaurus module', () => {
  it("is what Docusaurus's generated route table imports, and the original is where client.tsx takes it", () => {
    const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    assert.match(codegen, /import ComponentCreator from '@docusaurus\/ComponentCreator'/);
    assert.ok(fs.existsSync(require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js')));
  });
});
