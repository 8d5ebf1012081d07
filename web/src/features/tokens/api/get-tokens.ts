import { type TokenList, TokenListSchema } from '@surcos/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

export const TOKENS_KEY = scopedKey('tokens');

/** The member's personal access tokens, newest first. Its page's chunk carries the schema (the form needs it too). */
export function useTokens() {
  return useQuery(
    itemQueryOptions<TokenList, typeof TOKENS_KEY>(TOKENS_KEY, '/api/me/tokens', TokenListSchema),
  );
}
