import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Server layering (STYLE.md, "Slicing"): a file's name says its layer, and
 * these rules hold each layer to its part. Type-only imports stay allowed:
 * a presenter may name a row type, a service the type of what it is given.
 * server/test/unit/lint-boundaries.test.ts proves each rule fires.
 */
const SQL_ONLY_IN_REPOSITORIES =
  'Only *.repository.ts and server/src/db/ touch Kysely or SQL: add a repository function.';
const noSqlImports = [
  { name: 'kysely', allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES },
  { name: 'pg', allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES },
  { name: 'better-sqlite3', allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES },
];
const noDbHelpersInModules = {
  regex: '(^|/)db/',
  allowTypeImports: true,
  message: SQL_ONLY_IN_REPOSITORIES,
};
const noSocketsInRoutes = [
  {
    name: 'socket.io',
    message: 'Routes never touch the socket server: a service publishes after its write.',
  },
];
const noSocketModulesInRoutes = {
  regex: '(^|/)(plugins/realtime|realtime/[^/]+)(\\.ts)?$',
  message: 'Routes never touch the socket server: a service publishes after its write.',
};
const noRealtimeMember = [
  'error',
  {
    selector: "MemberExpression[property.name='realtime']",
    message: 'Routes never touch the socket server: a service publishes after its write.',
  },
];
const noOtherServices = {
  regex: '^\\.\\./[^/]+/[^/]+\\.service(\\.ts)?$',
  allowTypeImports: true,
  message:
    'A service reaches another module through its repository or a dependency given in createServices (server/src/services.ts), never its service.',
};
const serverLayering = [
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/db/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: noSqlImports }] },
  },
  {
    // The health check asks the database handle itself whether it answers.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/modules/health/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: noSqlImports, patterns: [noDbHelpersInModules] },
      ],
    },
  },
  {
    files: ['server/src/**/*.routes.ts'],
    ignores: ['server/src/modules/health/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...noSqlImports, ...noSocketsInRoutes],
          patterns: [noDbHelpersInModules, noSocketModulesInRoutes],
        },
      ],
      'no-restricted-syntax': noRealtimeMember,
    },
  },
  {
    files: ['server/src/modules/health/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...noSqlImports, ...noSocketsInRoutes], patterns: [noSocketModulesInRoutes] },
      ],
      'no-restricted-syntax': noRealtimeMember,
    },
  },
  {
    files: ['server/src/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: noSqlImports, patterns: [noDbHelpersInModules, noOtherServices] },
      ],
    },
  },
];

// --- web slicing -----------------------------------------------------------
// A web feature never imports another one: route pages (web/src/app) compose
// features, and shared pieces live in web/src/components/ui or web/src/lib.
// One block per feature, generated from the feature folders, each forbidding
// the paths of every other feature (relative or absolute).
const WEB_FEATURES = readdirSync(new URL('web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webFeatureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: WEB_FEATURES.filter((other) => other !== feature).map((other) => ({
          regex: `(^|/)features/${other}(/|$)|^\\.\\./(\\.\\./)*${other}/`,
          message: `web/src/features/${feature} may not import the ${other} feature: let a route page compose them, or move the shared piece to components/ui or lib.`,
        })),
      },
    ],
  },
}));
// --- end of web slicing ----------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.run/**',
      'data/**',
      'coverage/**',
      // Written by `npm run api:types -w @surcos/server` from the OpenAPI document.
      'server/test/api/api-paths.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The entry point and the scripts print their one-line status on purpose.
    files: ['server/src/main.ts', 'scripts/**', 'web/scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  ...serverLayering,

  // web slicing: see webFeatureBoundaries above.
  ...webFeatureBoundaries,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
