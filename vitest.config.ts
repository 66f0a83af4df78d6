// Unit and config tests run in Node. End-to-end tests belong to Playwright (playwright.config.ts).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/config/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'dist-*/**', 'tests/e2e/**'],
    environment: 'node',
    // One migrated embedded database that server tests load, instead of one created per file.
    globalSetup: ['src/server/testing/database-template.ts'],
    // Server tests open an embedded database and hash passwords with scrypt: slow on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
