import { describe, expect, it } from 'vitest';
import { NonRetryableError } from '../../errors/index.js';
import { readPages } from './read-pages.js';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

describe('readPages', () => {
  it('walks page numbers until a short page', async () => {
    const asked: number[] = [];
    const read = await readPages(1, async (page: number) => {
      asked.push(page);
      const slice = items.slice((page - 1) * 10, page * 10);
      return { items: slice, next: slice.length < 10 ? undefined : page + 1 };
    });
    expect(read).toEqual(items);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('follows cursors, page tokens and offsets, and stops at a cursor seen before', async () => {
    const byOffset = async (cursor: string | undefined) => {
      const start = Number(cursor ?? 0);
      return { items: items.slice(start, start + 10), next: start + 10 < items.length ? String(start + 10) : null };
    };
    expect(await readPages(undefined, byOffset)).toEqual(items);
    const asked: Array<string | undefined> = [];
    const looping = await readPages<number, string | undefined>(undefined, async (cursor) => (asked.push(cursor), { items: [1], next: 'same' }));
    expect(looping).toEqual([1, 1]);
    expect(asked).toEqual([undefined, 'same']);
  });

  it('asks for no more than wanted and cuts at maxItems', async () => {
    const sizes: number[] = [];
    const read = await readPages(0, async (offset: number, wanted) => {
      const size = Math.min(10, wanted);
      sizes.push(size);
      return { items: items.slice(offset, offset + size), next: offset + size };
    }, { maxItems: 23 });
    expect(read).toEqual(items.slice(0, 23));
    expect(sizes).toEqual([10, 10, 3]);
  });

  it('fails past the cap on pages, or stops there, and ends well at exactly the cap', async () => {
    const endless = async (page: number) => ({ items: [page], next: page + 1 });
    await expect(readPages(1, endless, { maxPages: 5 })).rejects.toThrow(new NonRetryableError('There are more than 5 pages of results; narrow the request'));
    expect(await readPages(1, endless, { maxPages: 5, onCap: 'stop' })).toEqual([1, 2, 3, 4, 5]);
    await expect(readPages(1, endless, { maxPages: 5, tooManyPages: 'Narrow it' })).rejects.toThrow('Narrow it');
    const five = async (page: number) => ({ items: page <= 5 ? [page] : [], next: page + 1 });
    expect(await readPages(1, five, { maxPages: 5 })).toEqual([1, 2, 3, 4, 5]);
  });
});
