import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app.ts';
import { API_TYPES_FILE, apiTypesOf } from './api/api-types.ts';
import { apiRoutesOf } from './helpers/routes.ts';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: unknown[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let document: Document;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});

afterAll(() => ctx.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('/api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('describes every /api route: what it answers, and who may call it', () => {
    const found = operations();
    // Fastify's :id is OpenAPI's {id}.
    const registered = apiRoutesOf(ctx.app.printRoutes({ commonPrefix: false }))
      // CORS preflights are answered for every path, and are no operation.
      .filter(([method]) => method !== 'OPTIONS')
      .map(([method, path]) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(70);
    expect(found.map(({ name }) => name).sort()).toEqual(registered.sort());
    const undescribed = found
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses).filter(([code]) => /^[23]/.test(code));
        // A success without a body (204, a redirect) has no content; any other has a schema.
        return (
          success.length === 0 ||
          success.some(([, answer]) =>
            Object.values(answer.content ?? {}).some((media) => media.schema === undefined),
          )
        );
      })
      .map(({ name }) => name);
    expect(undescribed).toEqual([]);
    expect(
      found.filter(({ operation }) => !Array.isArray(operation.security)).map(({ name }) => name),
    ).toEqual([]);
    expect(found.filter(({ operation }) => !operation.responses['4XX']).map(({ name }) => name)).toEqual([]);
  });

  test('matches the checked-in types of the test client', async () => {
    expect(await apiTypesOf(document), 'run `npm run api:types -w @surcos/server`').toBe(
      readFileSync(API_TYPES_FILE, 'utf8'),
    );
  });
});

describe('/api/docs', () => {
  test('is served from Surcos under the strict CSP, without inline scripts or styles', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script>|<style|style=|https?:\/\//);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await ctx.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});
