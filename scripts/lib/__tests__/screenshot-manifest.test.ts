import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  isSelected,
  mergeManifest,
  parseArgs,
  partialRunProblem,
  type Manifest,
  type ManifestImage,
} from '../screenshot-manifest';

const KNOWN = ['project-overview', 'flag-list', 'event-log', 'archived-flags', 'archive-flag-dialog'];
const ORDER = KNOWN.map((name) => `${name}.jpg`);

const image = (name: string, bytes: number, version = '8.2.0'): ManifestImage => ({
  file: `${name}.jpg`,
  description: `The ${name} screen`,
  viewport: {width: 1280, height: 800},
  unleashServerVersion: version,
  quality: 80,
  bytes,
});
const manifest = (images: ManifestImage[], version = '8.2.0'): Manifest => ({
  generatedBy: 'scripts/screenshots.ts (npm run screenshots)',
  unleashServerVersion: version,
  viewport: {width: 1280, height: 800},
  colorScheme: 'light',
  format: {type: 'jpeg', quality: 80},
  images,
});

describe('parseArgs', () => {
  it('selects every shot without arguments', () => {
    assert.deepEqual(parseArgs([], KNOWN), {all: true});
  });
  it('reads --only=a,b and --only a,b, trimming spaces, dropping empty names, repeats and a .jpg ending', () => {
    assert.deepEqual(parseArgs(['--only=archive-flag-dialog,archived-flags'], KNOWN), {
      all: false,
      names: ['archive-flag-dialog', 'archived-flags'],
    });
    assert.deepEqual(parseArgs(['--only', 'flag-list'], KNOWN), {all: false, names: ['flag-list']});
    assert.deepEqual(parseArgs(['--only= flag-list, ,event-log.jpg,flag-list,'], KNOWN), {
      all: false,
      names: ['flag-list', 'event-log'],
    });
  });
  it('refuses unknown shots and names the known ones', () => {
    assert.throws(
      () => parseArgs(['--only=flag-list,archived-flag'], KNOWN),
      /unknown shot "archived-flag".*flag-list/,
    );
  });
  it('refuses an empty list, a missing value, a repeated --only and other arguments', () => {
    assert.throws(() => parseArgs(['--only='], KNOWN), /at least one shot/);
    assert.throws(() => parseArgs(['--only=,'], KNOWN), /at least one shot/);
    assert.throws(() => parseArgs(['--only'], KNOWN), /needs a list/);
    assert.throws(() => parseArgs(['--only', '--verbose'], KNOWN), /needs a list/);
    assert.throws(() => parseArgs(['--only=flag-list', '--only=event-log'], KNOWN), /once/);
    assert.throws(() => parseArgs(['flag-list'], KNOWN), /unknown argument "flag-list"/);
    assert.throws(() => parseArgs(['--all'], KNOWN), /unknown argument/);
  });
});

describe('isSelected', () => {
  it('selects everything in a full run and only the named shots otherwise', () => {
    assert.equal(isSelected({all: true}, 'flag-list'), true);
    assert.equal(isSelected({all: false, names: ['archived-flags']}, 'archived-flags'), true);
    assert.equal(isSelected({all: false, names: ['archived-flags']}, 'flag-list'), false);
  });
});

describe('partialRunProblem', () => {
  it('allows a partial run on the same version or without an earlier manifest', () => {
    assert.equal(partialRunProblem(manifest([image('flag-list', 1)]), '8.2.0'), undefined);
    assert.equal(partialRunProblem(undefined, '8.2.0'), undefined);
  });
  it('refuses to mix product versions and says to run everything', () => {
    assert.match(partialRunProblem(manifest([], '8.1.0'), '8.2.0') ?? '', /8\.1\.0 but 8\.2\.0.*full/);
  });
});

describe('mergeManifest', () => {
  const previous = manifest([image('project-overview', 100), image('flag-list', 200), image('event-log', 300)]);

  it('adds new entries in shot-list order and keeps every other entry unchanged', () => {
    const merged = mergeManifest(
      previous,
      manifest([image('archive-flag-dialog', 400), image('archived-flags', 500)]),
      ORDER,
    );
    assert.deepEqual(
      merged.images.map((i) => [i.file, i.bytes]),
      [
        ['project-overview.jpg', 100],
        ['flag-list.jpg', 200],
        ['event-log.jpg', 300],
        ['archived-flags.jpg', 500],
        ['archive-flag-dialog.jpg', 400],
      ],
    );
    assert.deepEqual(merged.images.slice(0, 3), previous.images);
  });
  it('replaces an existing entry in place', () => {
    const replaced = image('flag-list', 222);
    replaced.quality = 70;
    const merged = mergeManifest(previous, manifest([replaced]), ORDER);
    assert.deepEqual(merged.images, [previous.images[0], replaced, previous.images[2]]);
  });
  it('keeps entries of files the script no longer lists, after the listed ones', () => {
    const old = manifest([image('retired-screen', 50), ...previous.images]);
    const merged = mergeManifest(old, manifest([image('archived-flags', 500)]), ORDER);
    assert.deepEqual(
      merged.images.map((i) => i.file),
      ['project-overview.jpg', 'flag-list.jpg', 'event-log.jpg', 'archived-flags.jpg', 'retired-screen.jpg'],
    );
  });
  it('writes just the new entries when there was no manifest, and takes the top-level fields from the run', () => {
    const next = manifest([image('archived-flags', 500)]);
    assert.deepEqual(mergeManifest(undefined, next, ORDER), next);
    const merged = mergeManifest(previous, next, ORDER);
    assert.deepEqual({...merged, images: []}, {...next, images: []});
  });
  it('does not change its inputs', () => {
    const before = structuredClone(previous);
    mergeManifest(previous, manifest([image('flag-list', 9)]), ORDER);
    assert.deepEqual(previous, before);
  });
});
