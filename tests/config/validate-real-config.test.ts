import { describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../src/build/load-config';
import { formatConfigError } from '../../scripts/validate/config-error';
import { copyRealConfig, lendersForCase, removeConfigFixture } from '../../scripts/validate/config-fixture';
import { validateConfigTree } from '../../scripts/validate/validate-config';

describe('the real config', () => {
  it('validates with zero errors, generated types included', async () => {
    const tree = await loadConfigTree();
    expect(tree.lenders.length).toBeGreaterThan(0);
    const errors = await validateConfigTree(tree, { generatedTypes: true });
    expect(errors.map(formatConfigError)).toEqual([]);
  });

  it('validates with zero errors when copied to another directory', async () => {
    const root = await copyRealConfig();
    try {
      const errors = await validateConfigTree(await loadConfigTree(root));
      expect(errors.map(formatConfigError)).toEqual([]);
    } finally {
      await removeConfigFixture(root);
    }
  });

  // The broken fixtures start from this copy, so it must be clean for their errors to mean anything.
  it('validates with zero errors with only the lenders a case needs', async () => {
    const lenders = await lendersForCase(JSON.stringify({ expect: [{ file: 'lenders/PINE_LO/lender.json' }] }));
    expect([...lenders].sort()).toEqual(['HARBOR_CU', 'NORTHSTAR', 'NORTHSTAR_NY', 'PINE_LO']);
    const root = await copyRealConfig(lenders);
    try {
      const tree = await loadConfigTree(root);
      expect(tree.lenders.map((lender) => lender.file.split('/')[1]).sort()).toEqual([...lenders].sort());
      const errors = await validateConfigTree(tree);
      expect(errors.map(formatConfigError)).toEqual([]);
    } finally {
      await removeConfigFixture(root);
    }
  });
});
