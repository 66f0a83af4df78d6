// Lint for the whole repo: zero warnings (`npm run lint`). The import rules keep the one direction
// of dependency from DESIGN.md: engine ← api ← ui, and the server never touches the UI.
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;

// Resolves `@/…` like tsconfig's paths, so no-restricted-paths also sees aliased imports.
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
  alias: { '@': [path.join(root, 'src')] },
});

const zone = (target, from, message) => ({ target: `./src/${target}`, from: from.map((f) => `./src/${f}`), message });

export default defineConfig(
  globalIgnores([
    'dist/**',
    'dist-*/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'tests/artifacts/**',
    'coverage/**',
    '.data/**',
    'src/engine/types/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            zone('engine', ['api', 'ui', 'server', 'build'], 'src/engine is pure: it may not import api, ui, server or build code.'),
            zone('api', ['ui', 'server'], 'src/api may not import ui or server code.'),
            zone('server', ['ui', 'api'], 'src/server may not import ui or api code.'),
            zone('ui', ['server', 'build'], 'src/ui may not import server or build code.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The engine runs in Node tests and in the browser alike: no React, no DOM, no network, no Node APIs.
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*', 'react-*', 'react/*'], message: 'src/engine may not use React.' },
            { group: ['swr', 'swr/*'], message: 'src/engine may not fetch data.' },
            { group: ['i18next', 'i18next*', 'i18next/*'], message: 'src/engine may not use i18next.' },
            { group: ['node:*'], message: 'src/engine may not use Node APIs.' },
            { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'src/engine may not use the server.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'navigator'].map((name) => ({
          name,
          message: `src/engine has no DOM or network: '${name}' is not allowed.`,
        })),
      ],
    },
  },
);
