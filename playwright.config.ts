// End-to-end tests against the production server and build, in Debian's Chromium (Playwright may
// not download browsers here). `npm test` builds first; `npm run test:e2e` expects dist/ to exist.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_OUTBOX_KEY } from './tests/e2e/support/outbox-key';

// E2E_PORT and DIST_DIR let two runs (a build each) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8091);
const BASE_URL = `http://localhost:${PORT}`;
// Debian's Chromium headless shell (package chromium-headless-shell) when it is there: the same
// engine without the full browser's compositor and GPU process, so the suite runs about a fifth
// faster on two cores. Otherwise the full browser in headless mode.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}: install it (apt-get install chromium-headless-shell chromium) or set CHROMIUM_PATH.`,
  );
}

// The config is loaded again in every worker; the environment carries the first one's folders.
process.env.HELOC_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'heloc-e2e-'));
process.env.HELOC_E2E_DRAWN_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'heloc-e2e-drawn-'));

/** The environment of a sandbox server for the suite, on `port` with its data in `dataDir`. */
const serverEnv = (port: number, dataDir: string | undefined): Record<string, string> => ({
  PORT: String(port),
  // Fastify binds every address 'localhost' resolves to (IPv4 and IPv6), matching the URL above.
  HOST: 'localhost',
  DATA_DIR: dataDir ?? '',
  SANDBOX: '1',
  LOG_LEVEL: 'warn',
  // Every test browser comes from one loopback address: per-client limits would throttle the suite.
  CLIENT_LIMIT_SCALE: '1000',
  // Hundreds of borrowers register and sign in: scrypt at 2^10, not production's 2^15 (0.1 s a hash).
  PASSWORD_HASH_COST: '10',
  // A fixed key, so tests open the outbox with the link the server would print (tests/e2e/support/outbox-key.ts).
  SANDBOX_OUTBOX_KEY: E2E_OUTBOX_KEY,
});

const serverOn = (port: number, dataDir: string | undefined) => ({
  // main.ts exits with "run `npm run build` first" when dist/ is missing.
  command: 'npx tsx src/server/main.ts',
  url: `http://localhost:${port}/account/heloc/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: serverEnv(port, dataDir),
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Not the default test-results/: Playwright empties its output folder, and unit.json lives there.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Three on two cores: two leave the machine about a tenth idle while a browser waits on the
  // server, and three ran the application specs 13 % faster. Tests under them must not lean on
  // timing (a click's own scrolling, a poll racing the action under test).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Sample lenders' host names (*.example) reach the test server, so host-based lender resolution is tested.
        '--host-resolver-rules=MAP *.example 127.0.0.1',
      ],
    },
    // No trace: recording one for every test (to keep a failing test's) cost about a fifth of the
    // suite's time, and CI keeps only the log. To study a failure: `npx playwright test <spec> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Every test runs at desktop size; one whose subject is the phone layout has '@phone' in its title and runs
  // there too, or '@phone-only' and runs there alone (a phone's own control, or behaviour the same at
  // both sizes checked where it is tightest). The phone layout of every page is covered by the
  // accessibility suite (axe, and no focused control under a fixed element, at 390 px) and by the
  // journey's walk on a phone, so behaviour tests need not repeat at both sizes (docs/decisions.md).
  // The phone project is listed first so its few long tests (the status walk, the journey) start
  // first: queued last, one of them kept a worker busy while the other had nothing left to run.
  projects: [
    { name: 'phone', grep: /@phone/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  // Two servers of the same build: the suite's, which sends signed-in pages plain (SERVER_RENDER=0:
  // drawing them costs the server's CPU on every reload, which the suite's time budget, issue 19,
  // cannot spare), and one that draws them, for tests/e2e/server-render.spec.ts (support/drawn-server.ts).
  webServer: [
    { ...serverOn(PORT, process.env.HELOC_E2E_DATA_DIR), env: { ...serverEnv(PORT, process.env.HELOC_E2E_DATA_DIR), SERVER_RENDER: '0' } },
    serverOn(PORT + 1, process.env.HELOC_E2E_DRAWN_DATA_DIR),
  ],
});
