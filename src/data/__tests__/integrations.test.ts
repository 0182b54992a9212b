import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {thirdPartyFromEnv} from '../integrations';
import {searchFromEnv} from '../search';

describe('thirdPartyFromEnv', () => {
  it('turns nothing on by default', () => {
    assert.deepEqual(thirdPartyFromEnv({}), {});
  });
  it('turns each service on by its own variables', () => {
    assert.deepEqual(
      thirdPartyFromEnv({
        GTAG_TRACKING_ID: 'G-TEST',
        GTM_CONTAINER_ID: 'GTM-TEST',
        MARKETING_SCRIPT_SRC: 'https://m.example.com/s.js',
        MARKETING_CLIENT_ID: 'c1',
        ASK_AI_WIDGET_SRC: 'https://w.example.com/w.js',
        ASK_AI_WIDGET_ID: 'w1',
      }),
      {
        gtag: {trackingID: 'G-TEST'},
        gtm: {containerId: 'GTM-TEST'},
        marketing: {src: 'https://m.example.com/s.js', clientId: 'c1'},
        askAiWidget: {src: 'https://w.example.com/w.js', id: 'w1'},
      },
    );
  });
  it('explains half-configured services', () => {
    assert.throws(() => thirdPartyFromEnv({MARKETING_CLIENT_ID: 'c1'}), /go together/);
    assert.throws(() => thirdPartyFromEnv({ASK_AI_WIDGET_SRC: 'http://x', ASK_AI_WIDGET_ID: 'w'}), /https/);
  });
});

describe('searchFromEnv', () => {
  it('uses the local index unless all hosted settings are present', () => {
    assert.equal(searchFromEnv({}).settings.mode, 'local');
    assert.equal(
      searchFromEnv({DOCSEARCH_APP_ID: 'A', DOCSEARCH_API_KEY: 'k', DOCSEARCH_INDEX_NAME: 'i'}).settings.mode,
      'hosted',
    );
    assert.throws(() => searchFromEnv({DOCSEARCH_APP_ID: 'A'}), /DOCSEARCH_API_KEY/);
  });
});
