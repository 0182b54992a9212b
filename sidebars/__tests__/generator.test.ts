import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {withoutFolderIndex} from '../generator';

describe('withoutFolderIndex', () => {
  it("drops the folder's own index doc and keeps everything else", () => {
    const items = [
      {type: 'doc' as const, id: 'how-to/index'},
      {type: 'doc' as const, id: 'how-to/sso'},
      {type: 'category' as const, label: 'Nested', items: [], collapsed: true, collapsible: true},
    ];
    assert.deepEqual(
      withoutFolderIndex(items, 'how-to').map((i) => ('id' in i ? i.id : 'label' in i ? i.label : i.type)),
      ['how-to/sso', 'Nested'],
    );
  });
  it('treats "." as the docs root', () => {
    assert.equal(withoutFolderIndex([{type: 'doc', id: 'index'}], '.').length, 0);
  });
});
