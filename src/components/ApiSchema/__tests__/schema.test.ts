import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {constraints, mergeAllOf, nestedObject, typeLabel} from '../schema';

describe('schema helpers', () => {
  it('merges allOf members into one object', () => {
    const merged = mergeAllOf({
      allOf: [
        {type: 'object', properties: {a: {type: 'string'}}, required: ['a'], description: 'Base'},
        {properties: {b: {type: 'integer'}}, required: ['b', 'a']},
      ],
    });
    assert.deepEqual(Object.keys(merged.properties ?? {}), ['a', 'b']);
    assert.deepEqual(merged.required, ['a', 'b']);
    assert.equal(merged.description, 'Base');
  });

  it('labels types the way a reader scans them', () => {
    assert.equal(typeLabel({type: 'string', format: 'date-time'}), 'string<date-time>');
    assert.equal(typeLabel({type: 'string', nullable: true}), 'string | null');
    assert.equal(typeLabel({type: ['integer', 'null']}), 'integer | null');
    assert.equal(typeLabel({type: 'object', title: 'Tag', properties: {}}), 'object (Tag)');
    assert.equal(typeLabel({type: 'array', items: {type: 'object', title: 'Tag'}}), 'array of object (Tag)');
    assert.equal(typeLabel({oneOf: [{type: 'string'}, {type: 'number'}]}), 'one of 2 shapes');
    assert.equal(typeLabel({}), 'any');
  });

  it('finds the fields to show under an object or an array of objects', () => {
    const tag = {type: 'object', properties: {value: {type: 'string'}}};
    assert.equal(nestedObject(tag), tag);
    assert.deepEqual(nestedObject({type: 'array', items: tag}), tag);
    assert.equal(nestedObject({type: 'array', items: {type: 'string'}}), undefined);
    assert.equal(nestedObject({type: 'object', properties: {}}), undefined);
  });

  it('lists constraints', () => {
    assert.deepEqual(constraints({minimum: 0, maximum: 100, pattern: '^[a-z]+$'}), [
      'minimum 0',
      'maximum 100',
      'pattern ^[a-z]+$',
    ]);
  });
});
