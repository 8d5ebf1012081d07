import { ESLint } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');

/**
 * The repository's own eslint.config.js, without the type-aware rules: those need
 * files on disk in the TypeScript project, and the boundary rule needs neither.
 */
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

async function importErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const inAlbums = 'web/src/features/albums/components/x.tsx';

describe('web feature boundaries (eslint.config.js)', () => {
  it('refuses an import of another feature', async () => {
    const errors = await importErrors(
      "import { useUsers } from '../../users/api/get-users.ts';\nexport const hook = useUsers;\n",
      inAlbums,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('may not import the users feature');
  });

  it('refuses another feature by a path through features/', async () => {
    const errors = await importErrors(
      "import type { FollowDirection } from '../../../features/follows/api/get-follow-list.ts';\nexport type D = FollowDirection;\n",
      inAlbums,
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import lib, components/ui and its own files', async () => {
    const errors = await importErrors(
      [
        "import { apiGet } from '../../../lib/api-client.ts';",
        "import { Button } from '../../../components/ui/button.tsx';",
        "import { useAlbum } from '../api/get-album.ts';",
        'export const all = [apiGet, Button, useAlbum];',
        '',
      ].join('\n'),
      inAlbums,
    );
    expect(errors).toEqual([]);
  });

  it('lets a route page compose features', async () => {
    const errors = await importErrors(
      "import { useUsers } from '../../features/users/api/get-users.ts';\nexport const hook = useUsers;\n",
      'web/src/app/pages/x-page.tsx',
    );
    expect(errors).toEqual([]);
  });
});
