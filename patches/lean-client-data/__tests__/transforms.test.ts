import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {preconditionProblems, splitVersionDocs, trimGlobalData} from '../transforms';

describe('trimGlobalData', () => {
  it('keeps each version with its main doc only, and other plugins untouched', () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/',
          breadcrumbs: true,
          versions: [
            {
              name: 'current',
              path: '/',
              mainDocId: 'index',
              sidebars: {docs: {link: {path: '/quickstart', label: 'Quickstart'}}},
              docs: [
                {id: 'index', path: '/', sidebar: 'docs'},
                {id: 'reference/segments', path: '/reference/segments', sidebar: 'docs'},
              ],
              draftIds: ['draft'],
            },
          ],
        },
      },
      'other-plugin': {default: {anything: [1, 2, 3]}},
    };
    type Docs = {default: {path: string; versions: {docs: unknown[]; draftIds: string[]; sidebars: unknown}[]}};
    const trimmed = trimGlobalData(data);
    const docs = trimmed['docusaurus-plugin-content-docs'] as Docs;
    const [version] = docs.default.versions;
    assert.deepEqual(version.docs, [{id: 'index', path: '/', sidebar: 'docs'}]);
    assert.deepEqual(version.draftIds, []);
    assert.deepEqual(version.sidebars, {
      docs: {link: {path: '/quickstart', label: 'Quickstart'}},
    });
    assert.equal(docs.default.path, '/');
    assert.deepEqual(trimmed['other-plugin'], data['other-plugin']);
    assert.equal(data['docusaurus-plugin-content-docs'].default.versions[0].docs.length, 2, 'input unchanged');
  });
  it('leaves global data without docs as it is', () => {
    const data = {'other-plugin': {default: {}}};
    assert.deepEqual(trimGlobalData(data), data);
  });
});

describe('splitVersionDocs', () => {
  const doc = (id: string) => ({id, title: id, description: `About ${id}`, sidebar: 'docs'});
  const props = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {docs: [{type: 'link', href: '/quickstart', label: 'Quickstart', docId: 'quickstart'}]},
      docs: {quickstart: doc('quickstart'), 'how-to/sso': doc('how-to/sso')},
    },
  };

  it('takes the docs out of the version props, keeping everything else', () => {
    const {props: lean, docs} = splitVersionDocs(props);
    assert.deepEqual(docs, props.version.docs);
    assert.deepEqual(lean.version.docs, {});
    assert.deepEqual(lean.version.docsSidebars, props.version.docsSidebars);
    assert.equal(lean.version.pluginId, 'default');
    assert.equal(Object.keys(props.version.docs).length, 2, 'input unchanged');
  });

  it('leaves props without docs as they are', () => {
    const other = {version: {pluginId: 'x'}};
    assert.deepEqual(splitVersionDocs(other), {props: other, docs: {}});
  });
});

describe('preconditionProblems', () => {
  const oneVersion = {
    'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current'}]}, api: {versions: [{}]}},
  };

  it('finds none on a site with one version per docs instance and link items only', () => {
    assert.deepEqual(
      preconditionProblems(oneVersion, [{label: 'Docs'}, {type: 'dropdown', items: [{label: 'API'}]}]),
      [],
    );
  });

  it('names a second docs version and a doc navbar item, nested ones too, with the patch and the way out', () => {
    const twoVersions = {'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current'}, {name: '7.x'}]}}};
    const problems = preconditionProblems(twoVersions, [
      {type: 'doc', label: 'Quickstart'},
      {type: 'dropdown', items: [{type: 'docsVersionDropdown'}]},
    ]);
    assert.equal(problems.length, 3);
    assert.match(
      problems[0],
      /^\[lean-client-data\] docs instance "default" has 2 versions: .*remove leanClientDataPlugin/,
    );
    assert.match(problems[1], /navbar item "Quickstart" is of type "doc"/);
    assert.match(problems[2], /navbar item "docsVersionDropdown" is of type "docsVersionDropdown"/);
  });
});
