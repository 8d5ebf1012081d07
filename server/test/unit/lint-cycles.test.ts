import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const exec = promisify(execFile);

/**
 * The import-cycle check of `npm run lint` (docs/decisions/037-no-import-cycles.md), taken from
 * package.json as written and run on small trees laid out like the project, so a deliberate cycle
 * sits where the check must find it. A tree of its own, not the project: the check reads the
 * whole project, which has no cycle to find.
 */
const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: { lint: string; 'lint:cycles': string };
};
const cycleCheck = scripts['lint:cycles'];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function checkCycles(files: Record<string, string>): Promise<{ exitCode: number; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'surcos-cycles-'));
  dirs.push(dir);
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  // As `npm run` would: the project's binaries first, and the Node running these tests.
  const PATH = [path.join(ROOT, 'node_modules/.bin'), path.dirname(process.execPath), process.env.PATH].join(
    path.delimiter,
  );
  try {
    const { stdout } = await exec('sh', ['-c', cycleCheck], {
      cwd: dir,
      env: { ...process.env, PATH },
    });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: code ?? -1, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

describe('the import-cycle check of npm run lint', () => {
  it('runs first, before the slower ESLint', () => {
    expect(cycleCheck.startsWith('dpdm ')).toBe(true);
    expect(scripts.lint.startsWith('npm run lint:cycles && ')).toBe(true);
  });

  it('fails on a cycle of type-only imports', async () => {
    const { exitCode, output } = await checkCycles({
      'server/src/modules/auth/auth.ts':
        "import type { Deletion } from './deletion.service.ts';\nexport interface AuthDeps { deletion: Deletion }\n",
      'server/src/modules/auth/deletion.service.ts':
        "import type { AuthDeps } from './auth.ts';\nexport interface Deletion { auth?: AuthDeps }\n",
    });
    expect(exitCode).toBe(1);
    expect(output).toContain('server/src/modules/auth/auth.ts');
    expect(output).toContain('server/src/modules/auth/deletion.service.ts');
  });

  it('fails on a cycle through an inline type import, between .ts and .tsx files', async () => {
    const { exitCode, output } = await checkCycles({
      'web/src/features/blocks/api/get-block-list.ts':
        "import { type ListProps } from '../components/block-list.tsx';\nexport const props: ListProps = {};\n",
      'web/src/features/blocks/components/block-list.tsx':
        "import { props } from '../api/get-block-list.ts';\nexport type ListProps = object;\nexport const List = () => <p>{String(props)}</p>;\n",
    });
    expect(exitCode).toBe(1);
    expect(output).toContain('web/src/features/blocks/components/block-list.tsx');
  });

  it('fails on schemas and texts that import each other, and passes once both read a leaf module', async () => {
    const sorts =
      "export const SORTS = ['new', 'old'] as const;\nexport type Sort = (typeof SORTS)[number];\n";
    const labels = (sortFrom: string) =>
      `import type { Sort } from '${sortFrom}';\nexport const lists = { new: 'Nuevos', old: 'Antiguos' } satisfies Record<Sort, string>;\n`;
    const catalogue = {
      'contracts/src/texts.ts': "export * as texts from './texts/es.ts';\n",
      'contracts/src/texts/es.ts': "export { lists } from './es/lists.ts';\n",
    };
    const sortLabels = 'export const sortLabels = SORTS.map((sort) => texts.lists[sort]);\n';

    const tangled = await checkCycles({
      ...catalogue,
      'contracts/src/albums.ts': `import { texts } from './texts.ts';\n${sorts}${sortLabels}`,
      'contracts/src/texts/es/lists.ts': labels('../../albums.ts'),
    });
    expect(tangled.exitCode).toBe(1);
    expect(tangled.output).toContain('contracts/src/texts/es/lists.ts');

    const untangled = await checkCycles({
      ...catalogue,
      'contracts/src/album-sorts.ts': sorts,
      'contracts/src/albums.ts': `import { texts } from './texts.ts';\nimport { SORTS } from './album-sorts.ts';\n${sortLabels}`,
      'contracts/src/texts/es/lists.ts': labels('../../album-sorts.ts'),
    });
    expect(untangled.exitCode).toBe(0);
    expect(untangled.output).toContain('no circular dependency');
  });
});
