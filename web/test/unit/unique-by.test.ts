import { describe, expect, it } from 'vitest';
import { pagedItems } from '../../src/lib/unique-by.ts';

describe('pagedItems', () => {
  it('keeps the first of an item repeated by the next offset page, in order', () => {
    const pages = [
      { items: [{ id: 'c' }, { id: 'b' }] },
      // 'd' was added at the top while the user scrolled: 'b' slid onto the next page.
      { items: [{ id: 'b' }, { id: 'a' }] },
    ];
    expect(pagedItems({ pages }).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('is empty before the first page arrives', () => {
    expect(pagedItems<{ id: string }>(undefined)).toEqual([]);
  });
});
