import { type CreatedToken, CreatedTokenSchema, type CreateTokenBody } from '@surcos/contracts/tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { TOKENS_KEY } from './get-tokens.ts';

export const createToken = (body: CreateTokenBody): Promise<CreatedToken> =>
  apiPost('/api/me/tokens', body, { schema: CreatedTokenSchema });

export const revokeToken = (id: string): Promise<null> =>
  apiDelete(`/api/me/tokens/${encodeURIComponent(id)}`);

/** Makes a token; the list is asked again. The answer is the only time its secret is seen. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
