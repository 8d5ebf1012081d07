import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

/** The generated types of the API client, beside this file; `npm run api:types -w @surcos/server` writes them. */
export const API_TYPES_FILE = path.join(import.meta.dirname, 'api-paths.generated.ts');

const HEADER =
  '// Generated from /api/openapi.json by `npm run api:types -w @surcos/server`; do not edit.\n' +
  '// The API test fails when this file no longer matches the document.\n\n';

/** The TypeScript paths of the document, as openapi-fetch reads them. */
export async function apiTypesOf(document: unknown): Promise<string> {
  // The servers differ between instances; the paths are what the types hold.
  const ast = await openapiTS({ ...(document as OpenAPI3), servers: [] });
  return HEADER + astToString(ast);
}

/** The document of an app on a throwaway SQLite database. */
export async function currentDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-api-types-'));
  try {
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { webDir: null }),
    );
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
