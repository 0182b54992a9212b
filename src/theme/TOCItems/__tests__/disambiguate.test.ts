import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {disambiguateToc, shortContext} from '../disambiguate';

const toc = [
  {value: 'Objectives', id: 'objectives', level: 2},
  {value: 'Lesson 1: SDK architecture and local evaluation', id: 'lesson-1', level: 2},
  {value: 'Exercise: measure local evaluation', id: 'ex-1', level: 3},
  {value: 'Self-check', id: 'check-1', level: 3},
  {value: 'Lesson 2: The Unleash <code>context</code>', id: 'lesson-2', level: 2},
  {value: 'Self-check', id: 'check-2', level: 3},
];

describe('disambiguateToc', () => {
  it('adds the section to each repeated entry and leaves unique entries alone', () => {
    const result = disambiguateToc(toc);
    assert.equal(result[3].value, 'Self-check <span class="toc-context">· Lesson 1</span>');
    assert.equal(result[5].value, 'Self-check <span class="toc-context">· Lesson 2</span>');
    assert.deepEqual(result.slice(0, 3), toc.slice(0, 3));
    assert.deepEqual(
      result.map((entry) => entry.id),
      toc.map((entry) => entry.id),
    );
  });

  it('numbers repeated top-level entries, which have no section', () => {
    const result = disambiguateToc([
      {value: 'Example', id: 'a', level: 2},
      {value: 'Example', id: 'b', level: 2},
    ]);
    assert.deepEqual(
      result.map((entry) => entry.value),
      ['Example <span class="toc-context">· 1</span>', 'Example <span class="toc-context">· 2</span>'],
    );
  });

  it('compares entries by their text, ignoring markup and case', () => {
    const result = disambiguateToc([
      {value: 'One', id: 'one', level: 2},
      {value: '<code>Config</code>', id: 'a', level: 3},
      {value: 'Two', id: 'two', level: 2},
      {value: 'config', id: 'b', level: 3},
    ]);
    assert.match(result[1].value, /· One<\/span>$/);
    assert.match(result[3].value, /· Two<\/span>$/);
  });
});

describe('shortContext', () => {
  it('keeps the part before a colon, the whole heading otherwise, and cuts long ones at a word', () => {
    assert.equal(shortContext('Lesson 3: Stickiness'), 'Lesson 3');
    assert.equal(shortContext('Database'), 'Database');
    const long = shortContext('Configure the connection pool and the statement timeout for busy instances');
    assert.ok(long.length <= 41 && long.endsWith('…'), long);
  });
});
