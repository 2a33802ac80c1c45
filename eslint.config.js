import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';

const listFolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Files other modules (server) or features (web) may import, by folder; nothing else of theirs.
// Server: billing's limit guard is the one 402 mechanism (decision 009). Web, since messaging was
// split like the server (issue 48, decision 058): the SMS and e-mail statuses and the templates,
// which the composer, the channels banner and the bulk dialog read, and the composer's pieces and
// live messages that the bulk dialog shares.
const PUBLIC_CONTRACTS = {
  'apps/server/src/modules': { billing: ['limit-guard\\.ts'] },
  'apps/web/src/features': {
    sms: ['api/get-sms-status'],
    mailboxes: ['api/get-email-status'],
    'message-templates': ['api/templates'],
    messaging: ['components/channel-picker', 'components/property-card-picker', 'components/requirement-modals', 'hooks/use-live-messages'],
  },
};
const publicFiles = (root, other) => `(?:${(PUBLIC_CONTRACTS[root]?.[other] ?? ['\\0']).join('|')})`;

// A feature (web) or module (server) may not reach into another one: shared rules go to
// packages/domain, composition happens in app/ (web) or app.ts (server).
const isolate = (root, alias) =>
  listFolders(root).map((name) => ({
    files: [`${root}/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: listFolders(root)
            .filter((other) => other !== name)
            .map((other) => ({
              // Through the alias or relatively, into another one, except its public contracts.
              regex: `^(${alias}/|(\\.\\./){1,2})${other}(/(?!${publicFiles(root, other)}$).*)?$`,
              message: `Features do not import each other (${name} -> ${other}).`,
            })),
        },
      ],
    },
  }));

// The web app may import the server's route types, never its code (decision 061).
const SERVER_TYPES_ONLY = {
  group: ['@porchlight/server', '@porchlight/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app imports only types from the server (import type), never its code.',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The service worker template (apps/web/sw): plain JS the build fills in and copies as-is.
    files: ['apps/web/sw/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, __PORCHLIGHT_PRECACHE__: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'The domain package is pure: no Node APIs.' },
            {
              group: [
                'react',
                'react-*',
                'hono',
                'hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'better-auth',
                'better-auth/*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'The domain package imports no I/O or framework.',
            },
          ],
        },
      ],
    },
  },
  {
    // Import cycles make start-up order matter and hide layering mistakes (issue 49). The
    // TypeScript resolver follows the projects' paths (`@/…`) and the workspace package.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    extends: [importX.flatConfigs.typescript],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/namespace': 'off',
      'import-x/no-named-as-default-member': 'off',
    },
  },
  ...isolate('apps/web/src/features', '@/features'),
  ...isolate('apps/server/src/modules', '@/modules'),
  {
    // Only env.ts reads the environment; everything else receives validated config.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from env.ts.' }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.config.{ts,js}', 'apps/server/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The web app knows the server only as types (decision 061): its route types type the API
    // client; nothing of the server may reach the bundle.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER_TYPES_ONLY] }] },
  },
  {
    // The toaster loads after first paint and sonner drops a toast nobody hears: toasts go
    // through @/lib/toast, which waits for it. Tests render sonner's Toaster themselves.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**', 'apps/web/src/app/providers.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sonner', message: 'Show toasts with @/lib/toast (the toaster loads after first paint).', allowTypeImports: true },
          ],
          patterns: [SERVER_TYPES_ONLY],
        },
      ],
    },
  },
  {
    // One typed contract (decision 061): a call to our API goes through `api` from @/lib/api,
    // whose types come from the server's routes. The plain wrapper answers `unknown`, and no
    // call site may name what it hopes the answer is.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^api(Fetch|Request)$/][typeArguments]',
          message: 'Call the API through `api` from @/lib/api (typed from the server): no hand-written response type.',
        },
        {
          selector: "TSAsExpression > AwaitExpression > CallExpression[callee.name='apiFetch']",
          message: 'Call the API through `api` from @/lib/api (typed from the server): no hand-written response type.',
        },
      ],
    },
  },
  // Last: formatting is Prettier's (npm run format), so no lint rule argues with it.
  prettier,
);
