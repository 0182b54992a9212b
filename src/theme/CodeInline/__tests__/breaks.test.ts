import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {splitAtBreakOpportunities} from '../breaks';

describe('splitAtBreakOpportunities', () => {
  it('breaks long environment variables after underscores, keeping every character', () => {
    const pieces = splitAtBreakOpportunities('DATABASE_SSL_REJECT_UNAUTHORIZED');
    assert.deepEqual(pieces, ['DATABASE_', 'SSL_', 'REJECT_', 'UNAUTHORIZED']);
    assert.equal(pieces.join(''), 'DATABASE_SSL_REJECT_UNAUTHORIZED');
  });

  it('breaks option paths and URLs after dots, slashes and query separators', () => {
    assert.deepEqual(splitAtBreakOpportunities('db.ssl.rejectUnauthorized'), ['db.', 'ssl.', 'rejectUnauthorized']);
    const url = 'https://example.com/auth/saml/callback?x=1';
    assert.equal(splitAtBreakOpportunities(url).join(''), url);
    assert.ok(splitAtBreakOpportunities(url).length > 4);
  });

  it('leaves short code and code without separators whole', () => {
    assert.deepEqual(splitAtBreakOpportunities('db.port'), ['db.port']);
    assert.deepEqual(splitAtBreakOpportunities('internationalization'), ['internationalization']);
  });

  it('never starts a piece with a separator run', () => {
    const pieces = splitAtBreakOpportunities('__double__underscored_name');
    assert.equal(pieces.join(''), '__double__underscored_name');
    assert.ok(pieces.every((piece) => piece !== '_'));
  });
});
