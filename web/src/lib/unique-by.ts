/**
 * Cursor pages never repeat a row, but an item whose sort key changed between
 * two page loads (a conversation with a new message moves to the top) can come
 * back in a later page. Keep the first.
 */
export function uniqueBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  const byKey = new Map<string, Item>();
  for (const item of items) {
    const key = keyOf(item);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  return [...byKey.values()];
}

/** Every loaded page's items in order, each once (by id). */
export function pagedItems<Item extends { id: string }>(
  data: { pages: ReadonlyArray<{ items: readonly Item[] }> } | undefined,
): Item[] {
  return uniqueBy(
    (data?.pages ?? []).flatMap((page) => page.items),
    (item) => item.id,
  );
}
