/**
 * A partial translation filled from a complete catalogue: each key the
 * translation lacks takes the other's text (Spanish's), so a screen never
 * shows a raw key. Complete catalogues are used as they are.
 */
export function withFallback<T extends object>(partial: object, complete: T): T {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(complete)) {
    const translated = (partial as Record<string, unknown>)[key];
    merged[key] =
      translated === undefined
        ? value
        : typeof value === 'object' && value !== null && typeof translated === 'object' && translated !== null
          ? withFallback(translated, value as object)
          : translated;
  }
  return merged as T;
}

/** The keys (dotted paths) `complete` has and `partial` lacks: what a translation still misses. */
export function missingKeys(partial: object, complete: object, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(complete)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const translated = (partial as Record<string, unknown>)[key];
    if (translated === undefined) missing.push(path);
    else if (
      typeof value === 'object' &&
      value !== null &&
      typeof translated === 'object' &&
      translated !== null
    )
      missing.push(...missingKeys(translated, value as object, path));
  }
  return missing;
}
