// End to end: the command CI and onboarding staff run, its output lines and its exit code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/build/load-config';
import { makeConfigFixture, removeConfigFixture } from '../../scripts/validate/config-fixture';

const CLI_TIMEOUT_MS = 60_000;

function runValidate(...args: string[]) {
  // `npm run validate` is `tsx scripts/validate.ts`; node with tsx's loader is the same without npx's start-up.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: CLI_TIMEOUT_MS,
  });
  return { status: result.status, lines: result.stdout.trim().split('\n'), stderr: result.stderr };
}

describe('npm run validate', () => {
  it(
    'exits 1 and names file, pointer and reason for a missing required field',
    async () => {
      const { root } = await makeConfigFixture(path.join(PROJECT_ROOT, 'tests/fixtures/broken/missing-required-field'));
      try {
        const { status, lines } = runValidate('--root', root);
        expect(status).toBe(1);
        expect(
          lines.some((line) => line.startsWith("lenders/HARBOR_CU/lender.json /company: must have required property 'companyName' (line ")),
        ).toBe(true);
        expect(lines.at(-1)).toMatch(/^1 error in 1 file \(\d+ ms\)$/);
      } finally {
        await removeConfigFixture(root);
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'exits 0 on the real tree and reports how many files it checked',
    () => {
      const { status, lines, stderr } = runValidate();
      expect({ status, lines, stderr }).toMatchObject({ status: 0, stderr: '' });
      expect(lines.at(-1)).toMatch(/^\d+ config files valid \(\d+ ms\)$/);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuses an unknown argument',
    () => {
      const { status } = runValidate('--rot', '/tmp');
      expect(status).toBe(2);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'prints a lender’s readiness checklist with --lender, warnings that leave the exit code alone, and refuses an unknown lender',
    () => {
      const { status, lines } = runValidate('--lender', 'LAKESHORE');
      expect(status).toBe(0);
      expect(lines[0]).toBe('Readiness of LAKESHORE (warnings only: nothing here stops a commit)');
      expect(lines).toContain('  - notice: disclosures:illinois.communityReinvestment');
      expect(lines.at(-1)).toMatch(/^\d+ config files valid \(\d+ ms\)$/);
      expect(runValidate('--lender', 'NO_SUCH_LENDER').status).toBe(2);
    },
    CLI_TIMEOUT_MS,
  );
});
