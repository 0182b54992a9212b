import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {groupApiItems, loadSidebarGroups} from '../api-generated';
import type {SidebarItem} from '../types';

const doc = (id: string): SidebarItem => ({type: 'doc', id});
const labelOf = (item: SidebarItem) =>
  typeof item === 'object' && 'label' in item && item.label
    ? item.label
    : typeof item === 'object' && 'id' in item
      ? item.id
      : '';

describe('API sidebar groups', () => {
  it('moves grouped operations of a tag into collapsed sub-categories after the others', () => {
    const items: SidebarItem[] = [
      {type: 'category', label: 'Features', items: [doc('a'), doc('s1'), doc('b'), doc('v1'), doc('s2')]},
      {type: 'category', label: 'Tags', items: [doc('t')]},
    ];
    const grouped = groupApiItems(
      items,
      new Map([
        ['s1', 'Strategies'],
        ['s2', 'Strategies'],
        ['v1', 'Variants'],
      ]),
    );
    const features = grouped[0] as {items: SidebarItem[]};
    assert.deepEqual(features.items.map(labelOf), ['a', 'b', 'Strategies', 'Variants']);
    assert.deepEqual((features.items[2] as {items: SidebarItem[]}).items.map(labelOf), ['s1', 's2']);
    assert.equal((features.items[2] as {collapsed?: boolean}).collapsed, true);
    assert.equal(grouped[1], items[1]);
  });

  it('reads the groups of our description, keyed by page id', () => {
    const groups = loadSidebarGroups();
    assert.equal(groups.get('unleash/add-feature-strategy'), 'Feature Strategies');
    assert.equal(groups.get('unleash/create-feature'), undefined);
  });
});
