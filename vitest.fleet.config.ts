// The fleet stage (`npm test`'s 'fleet'): tests/fleet/ against three server processes on one
// PostgreSQL behind nginx, started once by the global setup. Needs the web build (dist/, or DIST_DIR).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['tests/fleet/**/*.test.ts'],
    globalSetup: ['tests/fleet/global-setup.ts'],
    // Real processes on a shared 2-core machine: a request may wait behind another test's scrypt.
    testTimeout: 60_000,
    // Starting three servers, nginx and (run on its own) PostgreSQL.
    hookTimeout: 180_000,
    // Files side by side: each test counts under client addresses of its own, so they cannot meet.
    maxWorkers: 2,
  },
});
