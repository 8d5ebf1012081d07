/**
 * At most one log line per kind every `intervalMs`: while a dependency is
 * down, every request fails the same way, and a line per request would bury
 * everything else. The next line written says how many were left out.
 */
export function createLogThrottle(intervalMs = 10_000, now: () => number = () => Date.now()) {
  const kinds = new Map<string, { writtenAt: number; suppressed: number }>();
  return (kind: string, write: (suppressed: number) => void): void => {
    const at = now();
    const entry = kinds.get(kind);
    if (entry && at - entry.writtenAt < intervalMs) {
      entry.suppressed += 1;
      return;
    }
    write(entry?.suppressed ?? 0);
    kinds.set(kind, { writtenAt: at, suppressed: 0 });
    // Kinds are a handful of error codes; this only guards against an odd source of many.
    if (kinds.size > 100) kinds.delete(kinds.keys().next().value!);
  };
}

export type LogThrottle = ReturnType<typeof createLogThrottle>;
