/**
 * Pages are cut by offset: when something is added while the user scrolls, the
 * next page can repeat the last item of the previous one. Keep the first.
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
