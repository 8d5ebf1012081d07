import { isDocumentedRoute } from '../../src/plugins/openapi.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export type Route = [Method, string];

/**
 * Reads the route tree Fastify prints (`app.printRoutes({ commonPrefix: false })`): one
 * `segment (METHODS)` per line, nested by indentation. Every /api/ route but the API reference's
 * own pages; HEAD left out.
 */
export function apiRoutesOf(tree: string): Route[] {
  const found: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${segment}`;
    stack.push(path);
    if (!isDocumentedRoute(path)) continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') found.push([method as Method, path]);
    }
  }
  return found;
}
