import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { ErrorBodySchema } from '@surcos/contracts/errors';
import { tokenRuleOf } from '../modules/tokens/token-rules.ts';
import { REFERENCE_THEME_CSS } from './openapi-theme.ts';

/** The API's description, made from the routes' own zod schemas (decision 051). */
export const OPENAPI_PATH = '/api/openapi.json';
/** The readable reference of that description (Swagger UI, served from this server). */
export const DOCS_PATH = '/api/docs';

/**
 * The API's version (docs/api.md, Stability): additions keep it; a change that breaks a client
 * raises the major and is announced a release ahead.
 */
export const API_VERSION = '1.0.0';

/** The security schemes' names in the document. */
export const SESSION_SCHEME = 'session';
export const TOKEN_SCHEME = 'token';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type Security = Array<Record<string, string[]>>;

const ERROR_BODY = 'ErrorBody';
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY}` } } },
});

/** An operation's own routes in the document: every `/api` route but the reference's. */
export const isDocumentedRoute = (url: string): boolean =>
  url.startsWith('/api/') && url !== OPENAPI_PATH && url !== DOCS_PATH && !url.startsWith(`${DOCS_PATH}/`);

/**
 * How a route may be called. A member route takes the browser's session or a personal access
 * token with the scope the route needs (modules/tokens/token-rules.ts), unless tokens are never
 * allowed there; `anyone` routes answer without either too. Admin and account routes take the
 * session only.
 */
export function securityOf(route: Pick<RouteOptions, 'method' | 'config'> | null): Security {
  const session = { [SESSION_SCHEME]: [] };
  const rule = tokenRuleOf(route?.method ?? 'GET', route?.config);
  const token = rule.scope === 'never' ? [] : [{ [TOKEN_SCHEME]: [rule.scope] }];
  switch (route?.config?.access) {
    case 'member':
      return [session, ...token];
    case 'anyone':
      return [{}, session, ...token];
    case 'admin':
    case 'session':
      return [session];
    case undefined:
      return [];
  }
}

/** Groups operations by the resource they name: `/api/me/albums/:id` is under `albums`. */
const tagOf = (url: string): string => {
  const [first, second] = url.split('/').slice(2);
  return (first === 'me' ? second : first) ?? 'api';
};

/**
 * The zod schemas become JSON Schema (draft 2020-12, OpenAPI 3.1) through
 * fastify-type-provider-zod; each operation gets the one error body for any 4xx and 5xx,
 * its security from the route's `access`, and a tag.
 */
export function describeRoutes(): Transform {
  const fromZod = createJsonSchemaTransform({ skipList: [] });
  return (input) => {
    const route = 'route' in input ? input.route : null;
    // A CORS preflight (OPTIONS /api/*) is the browser's business, not an operation.
    const isPreflight = route?.method === 'OPTIONS';
    if (!isDocumentedRoute(input.url) || isPreflight) return { schema: { hide: true }, url: input.url };
    // Every /api route is described: a `hide` would let one slip out of the reference unseen.
    const { hide: _hide, ...own } = (input.schema ?? {}) as Record<string, unknown>;
    const { schema = {}, url } = fromZod({ ...input, schema: own }) as {
      schema?: Record<string, unknown>;
      url: string;
    };
    return {
      url,
      schema: {
        ...schema,
        tags: [tagOf(url)],
        security: securityOf(route),
        response: {
          ...(schema.response as Record<string, unknown> | undefined),
          '4XX': errorResponse('The request was refused; `error.code` says why.'),
          '5XX': errorResponse('Surcos or a service it needs failed; `Retry-After` says when to try again.'),
        },
      },
    };
  };
}

/** `/api/openapi.json`, and its reference at `/api/docs`. Registered before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Surcos API',
        version: API_VERSION,
        description:
          'Every route the Surcos web app uses. Errors answer `{ "error": { "code", "message" } }` ' +
          'with a stable code and a Spanish message. Long lists page with `?cursor=`. See docs/api.md.',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description:
              "The browser's session. Writes with it must come from an allowed origin (an `Origin` header).",
          },
          [TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal access token (`Authorization: Bearer surcos_pat_…`), made at /settings/tokens. ' +
              'Scope `read` reads; `write` is needed for every change.',
          },
        },
        schemas: {
          // zod writes JSON Schema 2020-12, which OpenAPI 3.1 takes; only the libraries' types differ.
          [ERROR_BODY]: z.toJSONSchema(ErrorBodySchema, {
            target: 'draft-2020-12',
          }) as OpenAPIV3_1.SchemaObject,
        },
      },
    },
    transform: describeRoutes(),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Nothing from another host (no validator badge), and no inline style: the standalone layout's
    // top bar draws its logo with a <style> element, which the CSP refuses. Deep links would put
    // a link inside each operation's button (axe: nested-interactive).
    uiConfig: { validatorUrl: null, deepLinking: false, layout: 'BaseLayout' },
    theme: { title: 'Surcos API', css: [{ filename: 'surcos.css', content: REFERENCE_THEME_CSS }] },
  });
  app.get(OPENAPI_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}
