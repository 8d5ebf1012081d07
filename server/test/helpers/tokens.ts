import type { FastifyInstance } from 'fastify';
import type { CreatedToken, CreateTokenBody } from '@surcos/contracts/tokens';
import { postJson, type TestUser } from './users.ts';

/** A personal access token of `user`, made as the page makes it (POST /api/me/tokens with the session). */
export async function createToken(
  app: FastifyInstance,
  user: TestUser,
  fields: Partial<CreateTokenBody> = {},
): Promise<CreatedToken> {
  const response = await postJson(
    app,
    '/api/me/tokens',
    { name: 'Script', scope: 'read+write', expiresInDays: null, ...fields },
    user.cookie,
  );
  if (response.statusCode !== 201)
    throw new Error(`token not created: ${response.statusCode} ${response.body}`);
  return response.json<CreatedToken>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
