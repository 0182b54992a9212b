import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {siteUrlFromEnv} from '../site';

describe('siteUrlFromEnv', () => {
  it('defaults to the public docs origin', () => {
    assert.equal(siteUrlFromEnv({}), 'https://docs.getunleash.io');
  });
  it('accepts an origin and strips a trailing slash', () => {
    assert.equal(siteUrlFromEnv({SITE_URL: 'http://127.0.0.1:3000/'}), 'http://127.0.0.1:3000');
  });
  it('explains what is wrong with a bad value', () => {
    assert.throws(() => siteUrlFromEnv({SITE_URL: 'docs.example.com'}), /absolute URL/);
    assert.throws(() => siteUrlFromEnv({SITE_URL: 'https://example.com/docs'}), /without a path/);
  });
});
