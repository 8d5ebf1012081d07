import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureLazy, measureRoutes, report, type Manifest } from '../../scripts/bundle-budget.ts';

let distDir = '';

/** A build with an entry, a shared chunk, a page and a chunk only another page uses; `.br` files as the build makes them. */
function fakeBuild(pageBytes: number) {
  distDir = mkdtempSync(path.join(tmpdir(), 'surcos-budget-'));
  mkdirSync(path.join(distDir, '.vite'));
  mkdirSync(path.join(distDir, 'assets'));
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/pages/login-page.tsx': { file: 'assets/login-page.js', imports: ['_react.js', '_field.js'] },
    '_field.js': { file: 'assets/field.js' },
    'src/app/pages/admin-page.tsx': { file: 'assets/admin-page.js', imports: ['_react.js'] },
    'src/reader.ts': {
      file: 'assets/reader.js',
      imports: ['src/app/pages/admin-page.tsx'],
      assets: ['assets/reader.wasm'],
    },
  };
  writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify(manifest));
  const write = (file: string, bytes: number, brotliBytes?: number) => {
    writeFileSync(path.join(distDir, file), 'x'.repeat(bytes));
    if (brotliBytes !== undefined) writeFileSync(path.join(distDir, `${file}.br`), 'x'.repeat(brotliBytes));
  };
  write('assets/index.js', 30_000, 10_000);
  write('assets/react.js', 200_000, 60_000);
  write('assets/field.js', 300);
  write('assets/login-page.js', pageBytes * 3, pageBytes);
  write('assets/admin-page.js', 90_000, 30_000);
  write('assets/reader.js', 9_000, 3_000);
  write('assets/reader.wasm', 800_000, 250_000);
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('the first-load JavaScript budget', () => {
  it('counts the entry, the page and their imports once each, compressed where the build compressed them', () => {
    fakeBuild(5_000);
    const [figure] = measureRoutes(distDir, [
      { route: '/login', loads: ['src/app/pages/login-page.tsx'], limit: 90_000 },
    ]);
    expect(figure?.files.sort()).toEqual([
      'assets/field.js',
      'assets/index.js',
      'assets/login-page.js',
      'assets/react.js',
    ]);
    // 10,000 + 60,000 + 300 (not compressed) + 5,000; the admin page is not part of it.
    expect(figure?.bytes).toBe(75_300);
    expect(report([figure!]).isWithin).toBe(true);
  });

  it('fails a route that goes over, by how much', () => {
    fakeBuild(25_000);
    const figures = measureRoutes(distDir, [
      { route: '/login', loads: ['src/app/pages/login-page.tsx'], limit: 90_000 },
    ]);
    const { lines, isWithin } = report(figures);
    expect(isWithin).toBe(false);
    expect(lines[0]).toMatch(/^\/login\s+95\.3 KB of\s+90\.0 KB {2}4 files {2}OVER by 5\.3 KB$/);
  });

  it("holds a route to another route's load plus an allowance", () => {
    fakeBuild(5_000);
    const figures = measureRoutes(distDir, [
      { route: '/login', loads: ['src/app/pages/login-page.tsx'], limit: 90_000 },
      { route: 'admin', loads: ['src/app/pages/admin-page.tsx'], limit: { over: '/login', extra: 20_000 } },
      {
        route: 'admin, tight',
        loads: ['src/app/pages/admin-page.tsx'],
        limit: { over: '/login', extra: 1_000 },
      },
    ]);
    // The admin load is the entry, React and its page: 100,000 bytes, against 75,300 + the allowance.
    expect(figures.map(({ bytes, limit }) => [bytes, limit])).toEqual([
      [75_300, 90_000],
      [100_000, 95_300],
      [100_000, 76_300],
    ]);
    expect(report(figures).isWithin).toBe(false);
  });

  it('refuses a budget naming a module the build does not have', () => {
    fakeBuild(5_000);
    expect(() =>
      measureRoutes(distDir, [{ route: '/gone', loads: ['src/app/pages/gone-page.tsx'], limit: 90_000 }]),
    ).toThrow(/no chunk for src\/app\/pages\/gone-page\.tsx/);
  });

  it('lists what a lazy page and what it loads later add, each over what came before, outside any budget', () => {
    fakeBuild(5_000);
    const figures = measureLazy(distDir, [
      { name: 'admin', module: 'src/app/pages/admin-page.tsx' },
      { name: 'reader', module: 'src/reader.ts' },
    ]);
    expect(figures).toEqual([
      { name: 'admin', bytes: 30_000, files: ['assets/admin-page.js'] },
      { name: 'reader', bytes: 253_000, files: ['assets/reader.js', 'assets/reader.wasm'] },
    ]);
  });

  it("counts the WebAssembly a lazy part's worker fetches itself, which the manifest does not list", () => {
    fakeBuild(5_000);
    const manifestFile = path.join(distDir, '.vite/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    manifest['src/reader.ts'] = { file: 'assets/reader.js', assets: ['assets/reader-worker.js'] };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    writeFileSync(path.join(distDir, 'assets/reader-worker.js'), 'const wasm = `/assets/reader.wasm`;');
    const [figure] = measureLazy(distDir, [{ name: 'reader', module: 'src/reader.ts' }]);
    expect(figure?.files).toEqual(['assets/reader.js', 'assets/reader-worker.js', 'assets/reader.wasm']);
    expect(figure?.bytes).toBe(3_000 + 35 + 250_000);
  });
});
