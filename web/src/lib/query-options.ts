import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, type SchemaSource } from './api-client.ts';
import type { ScopedKey } from './realtime/scoped-key.ts';

interface NumberedPage {
  page: number;
  hasMore: boolean;
}

type PageFetcher<Page> = (page: number, signal?: AbortSignal) => Promise<Page>;

/** One resource by its GET path, checked against its contract schema. */
export const itemQueryOptions = <Item, const Key extends ScopedKey>(
  queryKey: Key,
  path: string,
  schema: SchemaSource<Item>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => apiGet(path, { signal, schema }) });

/** GETs one numbered page of a list endpoint, with its filters in the query string. */
export const pageFetcher =
  <Page extends NumberedPage>(
    path: string,
    schema: SchemaSource<Page>,
    filters: { readonly [name: string]: string } = {},
  ): PageFetcher<Page> =>
  (page, signal) =>
    apiGet(`${path}?${new URLSearchParams({ ...filters, page: String(page) }).toString()}`, {
      signal,
      schema,
    });

/** A server-paged list, numbered from 1, asked page after page while `hasMore`. */
export const pagedQueryOptions = <Page extends NumberedPage, const Key extends ScopedKey>(
  queryKey: Key,
  fetchPage: PageFetcher<Page>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.hasMore ? last.page + 1 : undefined),
  });
