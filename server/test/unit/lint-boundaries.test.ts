import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MODULES = 'server/src/modules';

/**
 * The server layering rules of eslint.config.js, run on small deliberate
 * violations at the paths where they would be written. The type-aware rules
 * need a file of the project, so these snippets are linted without type
 * information: the layering rules need none.
 */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: tseslint.configs.disableTypeChecked,
});
const realConfig = new ESLint({ cwd: ROOT }).calculateConfigForFile(
  path.join(ROOT, MODULES, 'albums/albums.routes.ts'),
);

async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === '@typescript-eslint/no-restricted-imports' ||
        message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

describe('server layering lint rules', () => {
  it('are in the real config of a server file', async () => {
    const config = (await realConfig) as { rules?: Record<string, unknown> };
    expect(config.rules?.['@typescript-eslint/no-restricted-imports']).toBeDefined();
  });

  it('keep Kysely and SQL out of services', async () => {
    const errors = await layeringErrors(
      `${MODULES}/albums/albums.service.ts`,
      "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Only *.repository.ts and server/src/db/')]);
  });

  it('keep the database helpers out of presenters', async () => {
    const errors = await layeringErrors(
      `${MODULES}/albums/albums.presenter.ts`,
      "import { pageQuery } from '../../db/paging.ts';\nexport const paged = pageQuery;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('keep routes away from the socket server', async () => {
    const file = `${MODULES}/albums/albums.routes.ts`;
    expect(
      await layeringErrors(file, "import { Server } from 'socket.io';\nexport const io = new Server();\n"),
    ).toHaveLength(1);
    expect(
      await layeringErrors(
        file,
        "import { registerRealtime } from '../../plugins/realtime.ts';\nexport { registerRealtime };\n",
      ),
    ).toHaveLength(1);
    expect(
      await layeringErrors(
        file,
        "import type { FastifyInstance } from 'fastify';\nexport const tell = (app: FastifyInstance) => app.realtime.toUser('u', 'counts.changed');\n",
      ),
    ).toEqual([expect.stringContaining('Routes never touch the socket server')]);
  });

  it('keep a service from calling another module’s service', async () => {
    const errors = await layeringErrors(
      `${MODULES}/albums/albums.service.ts`,
      "import { createCollectionsService } from '../collections/collections.service.ts';\nexport const make = createCollectionsService;\n",
    );
    expect(errors).toEqual([expect.stringContaining('createServices')]);
  });

  it('let each layer do its part', async () => {
    expect(
      await layeringErrors(
        `${MODULES}/albums/albums.service.ts`,
        [
          "import type { Kysely } from 'kysely';",
          "import type { CollectionsService } from '../collections/collections.service.ts';",
          "import { createCollectionsRepository } from '../collections/collections.repository.ts';",
          "import { presentCard } from './albums.presenter.ts';",
          'export type Deps = { db: Kysely<object>; collections: CollectionsService };',
          'export const parts = [createCollectionsRepository, presentCard];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layeringErrors(
        `${MODULES}/albums/albums.repository.ts`,
        "import { sql } from 'kysely';\nimport { pageQuery } from '../../db/paging.ts';\nexport const parts = [sql, pageQuery];\n",
      ),
    ).toEqual([]);
  });
});
