import {
  FACTS,
  factsForActor,
  type FactName,
  type FactPayload,
  type Operation,
  type OperationPayload,
  type QueryScope,
} from '@surcos/contracts/realtime';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inTurns } from '../after-next-paint.ts';

/** One fact as it arrives from the socket: its name and payload (undefined for the facts without one). */
export type FactEvent = {
  [Fact in FactName]: FactPayload<Fact> extends undefined
    ? [fact: Fact, payload?: undefined]
    : [fact: Fact, payload: FactPayload<Fact>];
}[FactName];

/** Answers that cost a music-database request: marked stale, asked again only when next shown. */
const ASKED_AGAIN_ON_NEXT_USE: ReadonlySet<QueryScope> = new Set<QueryScope>(['album-search']);

function staleKeys([fact, payload]: FactEvent): QueryKey[] {
  return FACTS[fact].stale.map((stale) => {
    if (typeof stale === 'string') return [stale];
    const [scope, field] = stale as readonly [QueryScope, string];
    return [scope, (payload as Record<string, unknown>)[field]];
  });
}

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const unique = new Map(keys.map((key) => [hashKey(key), key]));
  return Promise.all(
    [...unique.values()].map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        ...(ASKED_AGAIN_ON_NEXT_USE.has(queryKey[0] as QueryScope) ? { refetchType: 'none' } : {}),
      }),
    ),
  ).then(() => undefined);
}

/** Each query a set of facts makes stale is invalidated once; resolves when those on screen have refetched. */
export const invalidateFacts = (queryClient: QueryClient, facts: readonly FactEvent[]): Promise<void> =>
  invalidate(queryClient, facts.flatMap(staleKeys));

/**
 * Back online after missing facts: every scope a fact can reach may be out of
 * date, but for an open conversation's messages, which catch up by themselves
 * from the last one they hold. Each scope is invalidated in a task of its own
 * (its queries on screen refetch as it is), so catching up on a page full of
 * lists is never one long task. Answers a function that cancels the scopes not
 * yet invalidated.
 */
export const invalidateEveryFactScope = (queryClient: QueryClient): (() => void) =>
  inTurns(
    [
      ...new Set(
        Object.values(FACTS).flatMap(({ stale }) =>
          stale.map((entry) => (typeof entry === 'string' ? entry : entry[0])),
        ),
      ),
    ]
      .filter((scope) => scope !== 'messages')
      .map((scope) => () => void invalidate(queryClient, [[scope]])),
  );

type PayloadArgs<Op extends Operation> = unknown extends OperationPayload<Op> ? [] : [OperationPayload<Op>];

/**
 * After this tab's own write succeeded: applies the facts the server keeps
 * from this tab's socket (`factsForActor`), so the screen updates at once and
 * only once. Resolves when the affected queries on screen have refetched.
 */
export function useApplyOperation() {
  const queryClient = useQueryClient();
  return useCallback(
    <Op extends Operation>(operation: Op, ...[payload]: PayloadArgs<Op>): Promise<void> =>
      invalidateFacts(
        queryClient,
        factsForActor(operation).map((fact) => [fact, payload] as FactEvent),
      ),
    [queryClient],
  );
}

/** For a write that failed because the server knows better: show what is true now. */
export function useApplyFacts() {
  const queryClient = useQueryClient();
  return useCallback((...facts: FactEvent[]) => invalidateFacts(queryClient, facts), [queryClient]);
}
