import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      resolve: {
        // Its ES build, which Vite can run with the aliases; the package's main entry is CommonJS.
        alias: [
          {
            find: /^@testing-library\/react$/,
            replacement: fileURLToPath(
              import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
            ),
          },
        ],
      },
      test: {
        environment: 'jsdom',
        // Vitest's default leaves a core idle (one worker on two); threads start faster than processes.
        maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
        pool: 'threads',
        // A worker keeps its modules and its window from one file to the next: jsdom and the app are
        // imported once per worker, not once per file (the suite's CPU 95 → 30 s). test/setup.ts
        // gives each file a fresh start (location, storage); every test restores its mocks and globals.
        isolate: false,
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        setupFiles: ['./test/setup.ts'],
        restoreMocks: true,
        unstubGlobals: true,
        // Libraries that import `react` run through Vite, so the preset's aliases hand them Preact
        // as in the bundle; left to Node, they would load React itself.
        server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-/] } },
      },
    }),
  ),
);
