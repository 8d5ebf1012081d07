import { RESTRICTION_PATHS, type RestrictionKind } from '@surcos/contracts/blocks';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** Blocks or mutes (`on`), or undoes it; idempotent both ways. */
export const setBlock = (kind: RestrictionKind, id: string, on: boolean): Promise<null> => {
  const path = `/api/users/${encodeURIComponent(id)}/${RESTRICTION_PATHS[kind]}`;
  return on ? apiPut(path, undefined) : apiDelete(path);
};

/**
 * `onDone` runs before the lists are asked again: blocking from a profile
 * leaves it first, so the page never shows its owner as not found.
 */
export function useSetBlock(onDone?: (kind: RestrictionKind, on: boolean) => void) {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: ({ kind, id, on }: { kind: RestrictionKind; id: string; on: boolean }) =>
      setBlock(kind, id, on),
    onSuccess: (_nothing, { kind, on }) => {
      onDone?.(kind, on);
      return applyOperation(kind === 'blocks' ? 'block.change' : 'mute.change');
    },
  });
}
