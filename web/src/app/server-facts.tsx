import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ServerFactsContext, type AnnounceServerFacts } from '../lib/server-facts.ts';

/**
 * Provides `announce` (see lib/server-facts.ts). The map from facts to queries
 * (server-fact-map.ts) imports every feature's queries, so it loads on first
 * use instead of being part of the first download.
 */
export function ServerFactsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const announce = useMemo<AnnounceServerFacts>(
    () =>
      async (...facts) => {
        const map = await import('./server-fact-map.ts').catch(() => null);
        // The chunk could not load (a new release, a network blip): refresh whatever is on screen instead.
        if (!map) return queryClient.invalidateQueries();
        return map.applyServerFacts(queryClient, facts);
      },
    [queryClient],
  );
  return <ServerFactsContext value={announce}>{children}</ServerFactsContext>;
}
