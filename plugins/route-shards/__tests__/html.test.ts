import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {addShardScript, routePathOfHtmlFile, shardAssets} from '../html';

describe('routePathOfHtmlFile', () => {
  it('maps the files of a trailingSlash: false build to their routes', () => {
    assert.equal(routePathOfHtmlFile('index.html'), '/');
    assert.equal(routePathOfHtmlFile('quickstart.html'), '/quickstart');
    assert.equal(routePathOfHtmlFile('how-to/index.html'), '/how-to');
    assert.equal(
      routePathOfHtmlFile('reference\\api\\unleash\\get-feature.html'),
      '/reference/api/unleash/get-feature',
    );
    assert.equal(routePathOfHtmlFile('quickstart.html', '/docs/'), '/docs/quickstart');
  });
});

describe('addShardScript', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/styles.1.css><script src=/assets/js/runtime~main.f1742866.js defer></script><script src=/assets/js/main.4d9a237e.js defer></script></head>';

  it('puts the shard before the runtime, deferred like it', () => {
    const html = addShardScript(page, '/assets/js/route-shard-3.abcd1234.js');
    assert.match(
      html,
      /<script src=\/assets\/js\/route-shard-3\.abcd1234\.js defer><\/script><script src=\/assets\/js\/runtime~main\.f1742866\.js defer>/,
    );
    assert.equal(addShardScript(html, '/assets/js/route-shard-3.abcd1234.js'), html, 'added once');
  });

  it('finds a quoted runtime script too', () => {
    const quoted = '<script src="/assets/js/runtime~main.f1742866.js" defer></script>';
    assert.ok(addShardScript(quoted, '/s.js').startsWith('<script src=/s.js defer></script><script src="/assets'));
  });

  it('leaves a page without the runtime (a redirect page) alone', () => {
    const redirect =
      '<meta http-equiv="refresh" content="0; url=/quickstart"><script>location.replace("/quickstart")</script>';
    assert.equal(addShardScript(redirect, '/s.js'), redirect);
  });
});

describe('shardAssets', () => {
  it('reads shard numbers from emitted file names and ignores other files', () => {
    const assets = shardAssets(
      ['main.4d9a237e.js', 'route-shard-0.2beea65b.js', 'route-shard-12.1b7db1e3.js', 'route-shard-1.0572ad78.js.gz'],
      '/',
    );
    assert.deepEqual(
      [...assets],
      [
        [0, '/assets/js/route-shard-0.2beea65b.js'],
        [12, '/assets/js/route-shard-12.1b7db1e3.js'],
      ],
    );
  });
});
