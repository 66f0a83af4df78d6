// Unit and config tests run in Node. End-to-end tests belong to Playwright (playwright.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/config/**/*.test.ts'];
// tests/fleet/ runs against real processes in its own stage (vitest.fleet.config.ts).
const EXCLUDE = ['node_modules/**', 'dist/**', 'dist-*/**', 'tests/e2e/**', 'tests/fleet/**'];

// Test files share their worker's modules (no isolation): importing the server, PGlite and the
// engine once per worker instead of once per file halves the stage. A file that replaces a module
// (vi.mock) or a global or the environment for its own tests needs modules of its own: it runs in
// the isolated project, found here by what it calls, so nobody has to remember to list it.
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
/** Every unit test file with its text, read once for the choices below. */
const testFiles = ['src', 'scripts', 'tests/config']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const isolated = testFiles.filter(({ text }) => NEEDS_ISOLATION.test(text)).map(({ file }) => file);

// Files that start processes, make on-disk databases or validate whole config trees take tens of
// seconds each. Vitest runs the files it has no timings for largest first, and these are small: on a
// fresh clone one of them ran last, alone on one core, for half a minute. They start first instead.
const LONG_RUNNING = /\b(ServerProcess|spawnSync|spawn|openDatabase|validateConfigTree|loadConfigTree)\b/;
const longRunning = new Set(testFiles.filter(({ text }) => LONG_RUNNING.test(text)).map(({ file }) => path.resolve(file)));

class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = new Set(sorted.filter((file) => longRunning.has(file.moduleId)));
    // Projects run in the order the base sequencer gives them; within each, the long files go first.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter((file) => long.has(file)), ...own.filter((file) => !long.has(file))];
    });
  }
}

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'node',
    // One migrated embedded database that server tests load, instead of one created per file.
    globalSetup: ['src/server/testing/database-template.ts'],
    // Server tests register hundreds of borrowers: scrypt at 2^10 instead of production's 2^15
    // (src/server/auth/passwords.ts; the hashing's own test checks the default).
    env: { PASSWORD_HASH_COST: '10' },
    // Server tests open an embedded database: slow on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default (one worker fewer than cores) leaves a 2-core machine half idle: server tests
    // wait on the embedded database and scrypt's thread pool. Three workers keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongRunningFirst },
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...isolated], isolate: false } },
      ...(isolated.length > 0 ? [{ extends: true as const, test: { name: 'isolated', include: isolated, exclude: EXCLUDE } }] : []),
    ],
  },
});
