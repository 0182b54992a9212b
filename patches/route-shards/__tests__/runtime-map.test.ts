import assert from 'node:assert/strict';
import vm from 'node:vm';
import {describe, it} from 'node:test';
import {
  contentHash,
  findChunkHashMap,
  literalsIn,
  rewriteRuntime,
  SHARD_HASHES_GLOBAL,
  shardPrelude,
  withHash,
} from '../runtime-map';

// The shape of the minified webpack runtime: numeric-looking chunk names become hex keys,
// names that are identifiers lose their quotes, other names stay quoted.
const runtime =
  '(()=>{var m={};m.p="/",m.u=e=>"assets/js/"+e+"."+({"0069ef80":"a383cb77",0x11113f9:"af5db480",common:"217bef08","route-shard-2":"e97faf2c"})[e]+".js",m.miniCssF=e=>""+e+".css";self.m=m})();';

/** Runs scripts in one fresh global scope, as a page runs its scripts, and returns that scope. */
function runScripts(...scripts: string[]): Record<string, unknown> & {m: {u: (id: string) => string}} {
  const context: Record<string, unknown> = {};
  context.self = context;
  vm.createContext(context);
  for (const script of scripts) vm.runInContext(script, context);
  return context as Record<string, unknown> & {m: {u: (id: string) => string}};
}

describe('findChunkHashMap', () => {
  it("reads the runtime's chunk → hash lookup, numeric and bare keys as chunk names", () => {
    const map = findChunkHashMap(runtime);
    assert.deepEqual(
      [...map.hashes],
      [
        ['0069ef80', 'a383cb77'],
        ['17896441', 'af5db480'],
        ['common', '217bef08'],
        ['route-shard-2', 'e97faf2c'],
      ],
    );
    assert.equal(map.idName, 'e');
    assert.match(runtime.slice(map.start, map.end), /^\(\{"0069ef80".*\}\)\[e\]$/);
  });

  it('fails the build when the bundler writes its runtime another way', () => {
    assert.throws(() => findChunkHashMap('m.u=e=>"assets/js/"+e+".js";'), /found 0/);
  });
});

describe('moving hashes into a shard', () => {
  const map = findChunkHashMap(runtime);
  const kept = new Map([...map.hashes].filter(([name]) => name === 'common' || name.startsWith('route-shard-')));
  const lean = rewriteRuntime(runtime, map, kept);
  const shard = `${shardPrelude([
    ['0069ef80', 'a383cb77'],
    ['17896441', 'af5db480'],
  ])}(self.webpackChunk=self.webpackChunk||[]).push([["route-shard-2"],{}]);`;

  it('leaves the moved chunks out of the runtime', () => {
    assert.ok(!lean.includes('a383cb77') && !lean.includes('af5db480'));
    assert.ok(lean.includes('"common":"217bef08"'));
  });

  it('finds every file name once the shard has run, whichever of the two ran first', () => {
    for (const order of [
      [lean, shard],
      [shard, lean],
    ]) {
      const page = runScripts(...order);
      assert.equal(page.m.u('common'), 'assets/js/common.217bef08.js');
      assert.equal(page.m.u('0069ef80'), 'assets/js/0069ef80.a383cb77.js');
      assert.equal(page.m.u('17896441'), 'assets/js/17896441.af5db480.js');
      assert.ok(page[SHARD_HASHES_GLOBAL]);
    }
  });

  it('adds to the map that other shards filled, and the runtime still works before any shard ran', () => {
    const other = shardPrelude([['4964f206', 'a3b96399']]);
    const page = runScripts(lean, shard, other);
    assert.equal(page.m.u('4964f206'), 'assets/js/4964f206.a3b96399.js');
    assert.equal(page.m.u('0069ef80'), 'assets/js/0069ef80.a383cb77.js');
    assert.equal(runScripts(lean).m.u('common'), 'assets/js/common.217bef08.js');
  });
});

describe('new file names', () => {
  it('hashes the rewritten content into the name, eight hex digits like the bundler', () => {
    assert.match(contentHash('a'), /^[0-9a-f]{8}$/);
    assert.notEqual(contentHash('a'), contentHash('b'));
    assert.equal(withHash('route-shard-12.e97faf2c.js', '0123abcd'), 'route-shard-12.0123abcd.js');
    assert.equal(withHash('runtime~main.2f7ff372.js', 'ffffffff'), 'runtime~main.ffffffff.js');
    assert.throws(() => withHash('main.js', '0123abcd'), /not a hashed script name/);
  });
});

describe('literalsIn', () => {
  it('finds a chunk name after an empty string, an escaped quote and a regular expression with a quote', () => {
    // The shape that hid `api-common` from a shard: the route entry's empty string just before it.
    const shard =
      '"0e693240":[()=>Promise.all([n.e("styles")]).then(n.bind(n,22537)),"",22537],' +
      'a="say \\"hi\\"",b=/"/.test(a),c=\'"\',' +
      '"2cda61c3":[()=>Promise.all([n.e("api-common"),n.e(0x11113f9),n.e(17896441)])]';
    const names = literalsIn(shard);
    for (const name of ['0e693240', 'styles', 'api-common', '2cda61c3', String(0x11113f9), '17896441'])
      assert.ok(names.has(name), `${name} is found`);
  });
  it('fails on text that is not JavaScript, rather than guess', () => {
    assert.throws(() => literalsIn('n.e("unterminated'));
  });
});
