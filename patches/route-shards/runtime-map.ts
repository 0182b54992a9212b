/**
 * The webpack runtime (`runtime~main.js`, on every page) maps each chunk to the hash in its file
 * name: with about 700 chunks, 9 of its 11 KB gzip. Most entries are the content chunks of single
 * pages, which only the route shard holding those pages can ask for. After the build, those
 * entries move from the runtime into their shards: a shard, when it runs, adds them to a global
 * map that the runtime's file-name function reads after its own. A shard always runs before the
 * chunks of its pages are requested (the page's loader puts it first; the preload and link
 * prefetch load a path's shard before its chunks). Pure: source text in, source text out.
 */
import {createHash} from 'node:crypto';
import {parse, tokenizer, tokTypes} from 'acorn';

/** The global object the shards fill and the runtime reads. */
export const SHARD_HASHES_GLOBAL = 'unleashShardChunkHashes';

type Node = {type: string; start: number; end: number; [key: string]: unknown};

export type ChunkHashMap = {
  /** Chunk name → the hash in its file name. */
  hashes: Map<string, string>;
  /** Where the lookup `({…})[id]` is in the source. */
  start: number;
  end: number;
  /** The name of the chunk id variable in the lookup. */
  idName: string;
};

/**
 * Finds the chunk → hash lookup of the runtime's file-name function
 * (`m.u = e => "assets/js/" + e + "." + {…}[e] + ".js"`): the one object of 8-hex strings indexed
 * by a variable. Throws when there is none or more than one, so a change of the bundler's output
 * fails the build instead of shipping a runtime that cannot find a chunk.
 */
export function findChunkHashMap(runtime: string): ChunkHashMap {
  const found: ChunkHashMap[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'MemberExpression' && n.computed === true) {
      const object = n.object as Node;
      const property = n.property as Node & {name?: string};
      const properties = (object.properties ?? []) as (Node & {
        key: Node & {value?: unknown; name?: string};
        value: Node & {value?: unknown};
      })[];
      if (
        object.type === 'ObjectExpression' &&
        property.type === 'Identifier' &&
        properties.length > 0 &&
        properties.every(
          (p) => p.type === 'Property' && typeof p.value.value === 'string' && /^[0-9a-f]{8}$/.test(p.value.value),
        )
      ) {
        const hashes = new Map<string, string>();
        for (const p of properties) {
          const key = p.key.type === 'Identifier' ? p.key.name : p.key.value;
          hashes.set(String(key), p.value.value as string);
        }
        found.push({hashes, start: n.start, end: n.end, idName: property.name!});
        return;
      }
    }
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') visit(value);
    }
  };
  visit(parse(runtime, {ecmaVersion: 'latest'}));
  if (found.length !== 1) {
    throw new Error(`[route-shards] expected one chunk hash map in the webpack runtime, found ${found.length}`);
  }
  return found[0];
}

/**
 * The chunk names a script may ask for, and more: the value of every string literal and integer
 * literal in it (a minifier writes a numeric chunk name as a number, sometimes in hex). It is read
 * with acorn's tokenizer, so an empty string, an escaped quote or a regular expression before a
 * name cannot hide it. (A regular expression over the text did: an empty string `""` before a
 * route's `n.e("api-common")` paired the quotes the wrong way, the chunk's hash was left out of
 * one shard, and in-app navigation to an API page of that shard requested `api-common.undefined.js`.)
 * Reading too much is safe: an extra name only keeps a hash in the runtime or adds one to a shard.
 */
export function literalsIn(source: string): Set<string> {
  const names = new Set<string>();
  for (const token of tokenizer(source, {ecmaVersion: 'latest'})) {
    // acorn's typings leave out a token's value; strings and numbers have one.
    const {value} = token as unknown as {value: unknown};
    if (token.type === tokTypes.string) names.add(value as string);
    else if (token.type === tokTypes.num && Number.isInteger(value)) names.add(String(value));
  }
  return names;
}

const objectLiteral = (entries: Iterable<[string, string]>) =>
  `{${[...entries].map(([name, hash]) => `${JSON.stringify(name)}:${JSON.stringify(hash)}`).join(',')}}`;

/** The runtime with only `kept` in its own map, then the shards' map for the rest. */
export function rewriteRuntime(runtime: string, map: ChunkHashMap, kept: ReadonlyMap<string, string>): string {
  const id = map.idName;
  const lookup = `(${objectLiteral(kept)}[${id}]||(self.${SHARD_HASHES_GLOBAL}||{})[${id}])`;
  return runtime.slice(0, map.start) + lookup + runtime.slice(map.end);
}

/** The statement a shard starts with: its chunks' hashes, added to the shards' map. */
export function shardPrelude(hashes: Iterable<[string, string]>): string {
  return `Object.assign(self.${SHARD_HASHES_GLOBAL}=self.${SHARD_HASHES_GLOBAL}||{},${objectLiteral(hashes)});`;
}

/** An 8-hex content hash, the length of the bundler's own, for a file whose content was rewritten. */
export function contentHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 8);
}

/** `name.1234abcd.js` with a new hash. */
export function withHash(fileName: string, hash: string): string {
  const match = /^(.+)\.[0-9a-f]{8}\.js$/.exec(fileName);
  if (!match) throw new Error(`[route-shards] not a hashed script name: ${fileName}`);
  return `${match[1]}.${hash}.js`;
}
