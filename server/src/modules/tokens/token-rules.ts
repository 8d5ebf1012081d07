/** Why a route never takes a personal access token; each reason has its message (texts.tokens.never). */
export type TokenRefusal = 'admin' | 'account' | 'tokens' | 'export';

/**
 * Which requests made with a personal access token (`Authorization: Bearer surcos_pat_…`) a
 * route answers:
 * - `read`: any live token (scope `read` or `read+write`);
 * - `write`: a `read+write` token; a `read` token gets 403 (texts.tokens.readOnly);
 * - `never`: no token at all, only the session cookie: 403 naming `reason`.
 *
 * A route states it in its options as `config: { token: … }` (`readWithToken`,
 * `neverWithToken`); left out, it follows the method (`tokenRuleOf`): GET and HEAD read,
 * anything else writes. Every route that reads a member accepts the session cookie as well;
 * a request with both is refused (token-access.ts). The OpenAPI document reads this through
 * `tokenRuleOf` to say which authentication each route takes.
 */
export type TokenRule = { scope: 'read' } | { scope: 'write' } | { scope: 'never'; reason: TokenRefusal };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route answers a personal access token; see TokenRule (modules/tokens/token-rules.ts). */
    token?: TokenRule;
  }
}

/** Route config of a route that changes nothing though its method is not GET (a query sent in a body). */
export const readWithToken = { token: { scope: 'read' } } as const satisfies { token: TokenRule };

/** Route config of a route only the member's own session may use. */
export const neverWithToken = (reason: TokenRefusal) =>
  ({ token: { scope: 'never', reason } }) as const satisfies { token: TokenRule };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The rule a route applies to a token: its own `config.token`, else by method. `method` is
 * the request's, or a route's method(s) (every one must read for the route to be `read`).
 */
export function tokenRuleOf(
  method: string | readonly string[],
  config: { token?: TokenRule } | undefined,
): TokenRule {
  if (config?.token) return config.token;
  const methods = typeof method === 'string' ? [method] : method;
  return methods.every((each) => READ_METHODS.has(each.toUpperCase()))
    ? { scope: 'read' }
    : { scope: 'write' };
}
