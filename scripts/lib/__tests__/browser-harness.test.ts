import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {JSDOM} from 'jsdom';
import {firstRenderLines, visibleText} from '../browser-harness';

describe('visibleText', () => {
  it('lists the text a reader sees, one line per element with text, without scripts or styles', () => {
    const {document} = new JSDOM(
      '<body><main><h1>Pricing</h1><p>Annual   plans\n</p><script>var x = 1;</script><style>p{}</style><button>Buy</button>' +
        '<ul><li>Fern<!-- -->: €<!-- -->18</li></ul></main></body>',
    ).window;
    assert.deepEqual(visibleText(document.body), ['Pricing', 'Annual plans', 'Buy', 'Fern: €18']);
  });
});

describe('firstRenderLines', () => {
  it('marks each line of the first render so that an output block can ask for it', () => {
    assert.deepEqual(firstRenderLines(['Loading…']), ['first render: Loading…']);
  });
});
