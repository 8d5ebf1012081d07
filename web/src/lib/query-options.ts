import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, type SchemaSource } from './api-client.ts';
import type { ScopedKey } from './realtime/scoped-key.ts';

/** A page of a long list: the server's cursor of the next one, null at the end. */
interface CursorPage {
  nextCursor: string | null;
}

/** A page of the music database's search, which pages by number itself. */
interface NumberedPage {
  page: number;
  hasMore: boolean;
}

type PageFetcher<Page, Param> = (param: Param, signal?: AbortSignal) => Promise<Page>;

/** One resource by its GET path, checked against its contract schema. */
export const itemQueryOptions = <Item, const Key extends ScopedKey>(
  queryKey: Key,
  path: string,
  schema: SchemaSource<Item>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => apiGet(path, { signal, schema }) });

/**
 * Where one page of a list is asked for: its filters and cursor in the query
 * string (`?` alone for an unfiltered first page), as the server's answers in a
 * visitor's page are keyed too (lib/api-client.ts).
 */
export const pagePath = (path: string, params: { readonly [name: string]: string } = {}) =>
  `${path}?${new URLSearchParams(params).toString()}`;

const getPage =
  <Page, Param>(
    path: string,
    schema: SchemaSource<Page>,
    filters: { readonly [name: string]: string },
    paramOf: (param: Param) => { readonly [name: string]: string },
  ): PageFetcher<Page, Param> =>
  (param, signal) =>
    apiGet(pagePath(path, { ...filters, ...paramOf(param) }), { signal, schema });

/** GETs the page of a list endpoint after `cursor` (the first without one), with its filters in the query string. */
export const pageFetcher = <Page extends CursorPage>(
  path: string,
  schema: SchemaSource<Page>,
  filters: { readonly [name: string]: string } = {},
) =>
  getPage<Page, string | null>(path, schema, filters, (cursor): { readonly [name: string]: string } =>
    cursor === null ? {} : { cursor },
  );

/** A server-paged list, asked page after page with each page's `nextCursor` until it is null. */
export const pagedQueryOptions = <Page extends CursorPage, const Key extends ScopedKey>(
  queryKey: Key,
  fetchPage: PageFetcher<Page, string | null>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
  });

/** The music database's search, numbered from 1 as it pages, asked page after page while `hasMore`. */
export const numberedQueryOptions = <Page extends NumberedPage, const Key extends ScopedKey>(
  queryKey: Key,
  path: string,
  schema: SchemaSource<Page>,
  filters: { readonly [name: string]: string },
) => {
  const fetchPage = getPage<Page, number>(path, schema, filters, (page) => ({ page: String(page) }));
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.hasMore ? last.page + 1 : undefined),
  });
};
