import type { TokenList } from '@surcos/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/tokens').then((contracts) => contracts.TokenListSchema);

export const TOKENS_KEY = scopedKey('tokens');

/** The member's personal access tokens, newest first. */
export function useTokens() {
  return useQuery(itemQueryOptions<TokenList, typeof TOKENS_KEY>(TOKENS_KEY, '/api/me/tokens', loadSchema));
}
