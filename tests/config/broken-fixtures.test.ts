// Each folder in tests/fixtures/broken is one way config can be wrong. The real config is copied,
// the case applied, and the validator must report every expected error at its file and pointer.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigTree, PROJECT_ROOT } from '../../src/build/load-config';
import { formatConfigError, type ConfigError } from '../../scripts/validate/config-error';
import { makeConfigFixture, removeConfigFixture, type ExpectedError } from '../../scripts/validate/config-fixture';
import { validateConfigTree } from '../../scripts/validate/validate-config';

const BROKEN_DIR = path.join(PROJECT_ROOT, 'tests/fixtures/broken');
const cases = readdirSync(BROKEN_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const matches = (error: ConfigError, expected: ExpectedError): boolean =>
  error.file === expected.file &&
  error.pointer === expected.pointer &&
  [expected.includes].flat().every((fragment) => error.message.includes(fragment)) &&
  (expected.line === undefined || error.line === expected.line);

describe('broken config fixtures', () => {
  it('has the cases the validator promises to catch', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });

  // Cases run a few at a time: most of each is copying the tree, which waits on the disk, not the CPU.
  it.concurrent.for(cases)('%s', async (name, { expect }) => {
    const { root, fixture } = await makeConfigFixture(path.join(BROKEN_DIR, name));
    try {
      const errors = await validateConfigTree(await loadConfigTree(root));
      const report = errors.map(formatConfigError).join('\n');
      expect(fixture.expect ?? [], `${name}/case.json lists no expected errors`).not.toHaveLength(0);
      for (const expected of fixture.expect ?? []) {
        const found = errors.some((error) => matches(error, expected));
        expect(found, `expected ${expected.file} ${expected.pointer || '/'}: …${expected.includes}… among:\n${report}`).toBe(true);
      }
    } finally {
      await removeConfigFixture(root);
    }
  });
});
