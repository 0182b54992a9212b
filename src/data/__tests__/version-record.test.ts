import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {PRODUCTS} from '../versions';
import {
  compareMajorMinor,
  describeAgainst,
  describeDate,
  parseVersionRecord,
  recordRequiredFor,
  staleEntries,
} from '../version-record';

const table = {unleash: {name: 'Unleash', version: '8.2.0'}, 'unleash-edge': {name: 'Unleash Edge', version: '20.4.1'}};
const today = new Date('2026-11-26T09:00:00Z');

describe('parseVersionRecord', () => {
  it('reads dates written as strings or parsed by YAML', () => {
    for (const date of ['2026-11-26', new Date('2026-11-26T00:00:00Z')]) {
      const {record, problems} = parseVersionRecord({date, against: {unleash: '8.2.0'}}, table, today);
      assert.deepEqual(problems, []);
      assert.deepEqual(record, {date: '2026-11-26', against: [{key: 'unleash', version: '8.2.0'}]});
    }
  });
  it('refuses impossible and future dates, unknown fields and an empty product list', () => {
    assert.deepEqual(parseVersionRecord({date: '2026-02-30', against: {unleash: '8.2.0'}}, table, today).problems, [
      'field "checked.date" must be a date written YYYY-MM-DD',
    ]);
    assert.deepEqual(parseVersionRecord({date: '2026-12-01', against: {unleash: '8.2.0'}}, table, today).problems, [
      'field "checked.date" (2026-12-01) is in the future',
    ]);
    assert.deepEqual(parseVersionRecord({date: '2026-11-01', against: {}, by: 'me'}, table, today).problems, [
      'field "checked.by" is not part of the record',
      'field "checked.against" names no product',
    ]);
  });
});

describe('staleEntries and compareMajorMinor', () => {
  it('ignores patch releases and reports older or unknown-newer minors', () => {
    assert.equal(compareMajorMinor('8.2.9', '8.2.0'), 0);
    assert.ok(compareMajorMinor('8.1.9', '8.2.0') < 0);
    assert.ok(compareMajorMinor('10.0.0', '9.12.0') > 0, 'numeric, not string, order');
    const record = {
      date: '2026-11-01',
      against: [
        {key: 'unleash', version: '8.2.3'},
        {key: 'unleash-edge', version: '21.0.0'},
      ],
    };
    assert.deepEqual(staleEntries(record, table), [
      '"checked.against.unleash-edge" is 21.0.0, newer than 20.4.1 in src/data/versions.ts',
    ]);
  });
});

describe('what readers see', () => {
  it('names the products as readers know them and the date in words', () => {
    const record = {
      date: '2026-11-05',
      against: [
        {key: 'unleash', version: '8.2.0'},
        {key: 'unleash-edge', version: '20.4.1'},
      ],
    };
    assert.equal(describeAgainst(record, table), 'Unleash 8.2.0 and Unleash Edge 20.4.1');
    assert.equal(describeDate(record.date), '5 November 2026');
  });
});

describe('the versions table', () => {
  it('gives every product a full x.y.z version and a source', () => {
    for (const [key, product] of Object.entries(PRODUCTS)) {
      assert.match(product.version, /^\d+\.\d+\.\d+$/, key);
      assert.ok(product.source.length > 0, key);
    }
  });
  it('requires the record on reference, how-to, using-Unleash and tutorial pages', () => {
    assert.ok(recordRequiredFor('/reference/sdks/go'));
    assert.ok(recordRequiredFor('/feature-flag-tutorials/react'));
    assert.ok(!recordRequiredFor('/what-is-a-feature-flag'));
    assert.ok(!recordRequiredFor('/reference'));
  });
});
