import { UserPageSchema } from '@surcos/contracts/users';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedQueryOptions, pageFetcher } from '../../src/lib/query-options.ts';

const user = (id: string) => ({ id, name: `Persona ${id}`, albumCount: 1 });

describe('cursor-paged queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask the first page without a cursor, then each next with the cursor the last one gave, until null', async () => {
    const pages: Record<string, unknown> = {
      '': { items: [user('1')], nextCursor: 'WyJiIiwiMiJd' },
      WyJiIiwiMiJd: { items: [user('2')], nextCursor: null },
    };
    const fetchMock = vi.fn((url: string) => {
      const cursor = new URL(url, 'http://localhost').searchParams.get('cursor') ?? '';
      return Promise.resolve(new Response(JSON.stringify(pages[cursor]), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const options = pagedQueryOptions(
      ['users', 'zar'] as const,
      pageFetcher('/api/users', UserPageSchema, { q: 'zar' }),
    );

    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0]?.items.map((item) => item.id)).toEqual(['1']);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, null, [null])).toBe('WyJiIiwiMiJd');

    const both = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(['1', '2']);
    expect(options.getNextPageParam(both.pages[1]!, both.pages, 'WyJiIiwiMiJd', [null])).toBeUndefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/users?q=zar',
      '/api/users?q=zar',
      '/api/users?q=zar&cursor=WyJiIiwiMiJd',
    ]);
  });
});
