export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export type Route = [Method, string];

/** Reads the route tree Fastify prints (`app.printRoutes({ commonPrefix: false })`): /api/ routes, HEAD left out. */
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
    if (!path.startsWith('/api/')) continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') found.push([method as Method, path]);
    }
  }
  return found;
}
