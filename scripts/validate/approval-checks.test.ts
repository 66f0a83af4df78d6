// Who changed the words comes from git where the config is a checkout: an approval by the author of
// the last commit to touch the words is refused, naming the commit; words changed but not committed
// fall back to the approval's own record. A production build names every sample approval.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosureWords, sampleApprovals, type Approval } from '../../src/build/copy-approvals';
import { loadConfigTree } from '../../src/build/load-config';
import { sampleApprovalRefusal } from '../../src/build/vite-deployment-approvals';
import { approvalChecks } from './approval-checks';
import { copyRealConfig, removeConfigFixture } from './config-fixture';

const AUTHOR = 'Ana Ruiz';
const APPROVALS = 'copy/en/approvals/esign.json';

const git = (root: string, ...args: string[]) => {
  const result = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
};

async function setApprover(root: string, key: string, name: string) {
  const file = path.join(root, APPROVALS);
  const approvals = JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, Approval> };
  approvals.keys[key] = { ...approvals.keys[key]!, approvedBy: { name, role: 'Compliance officer' } };
  delete approvals.keys[key]!.changedBy;
  await writeFile(file, JSON.stringify(approvals, null, 2));
}

describe('self-approval from git', () => {
  let root: string;
  beforeAll(async () => {
    root = await copyRealConfig(new Set(['NORTHSTAR', 'NORTHSTAR_NY']));
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, '-c', `user.name=${AUTHOR}`, '-c', 'user.email=ana@lender.example', 'commit', '-qm', 'words');
  });
  afterAll(() => removeConfigFixture(root));

  it('refuses an approval by the author of the commit that last changed the words, naming the commit', async () => {
    await setApprover(root, 'check.code', AUTHOR);
    const errors = approvalChecks(await loadConfigTree(root));
    const self = errors.filter((error) => error.message.includes('nobody approves their own words'));
    expect(self).toHaveLength(1);
    expect(self[0]).toMatchObject({ file: APPROVALS, pointer: '/keys/check.code' });
    expect(self[0]!.message).toMatch(
      /was approved by Ana Ruiz \(Compliance officer\), and last changed by Ana Ruiz \(commit [0-9a-f]{7}\)/,
    );
  });

  it('accepts another reviewer, and for words not yet committed reads who changed them from the approval', async () => {
    await setApprover(root, 'check.code', 'Bo Chen');
    expect(approvalChecks(await loadConfigTree(root))).toEqual([]);
    // The words are edited and approved again before any commit: git cannot say who, the record does.
    const tree = await loadConfigTree(root);
    const words = disclosureWords(tree).find((w) => w.file === 'copy/en/esign.json' && w.key === 'check.code')!;
    const copyFile = path.join(root, words.file);
    await writeFile(copyFile, (await readFile(copyFile, 'utf8')).replace(JSON.stringify(words.words), JSON.stringify(`${words.words} `)));
    const edited = disclosureWords(await loadConfigTree(root)).find((w) => w.file === words.file && w.key === words.key)!;
    const file = path.join(root, APPROVALS);
    const approvals = JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, Approval> };
    approvals.keys['check.code'] = { ...approvals.keys['check.code']!, fingerprint: edited.fingerprint, changedBy: 'Bo Chen' };
    await writeFile(file, JSON.stringify(approvals, null, 2));
    const errors = approvalChecks(await loadConfigTree(root));
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('and last changed by Bo Chen: nobody approves their own words'),
    ]);
  });
});

describe("a lender's production build", () => {
  it('names every lender, language and key whose words carry a sample approval, and nothing when none do', async () => {
    const tree = await loadConfigTree();
    const samples = sampleApprovals(tree);
    const northstarSpanish = samples.find((entry) => entry.org === 'NORTHSTAR' && entry.locale === 'es');
    expect(northstarSpanish?.keys).toContain('heloc-terms:terms.title');
    expect(samples.some((entry) => entry.org === 'HARBOR_CU' && entry.locale === 'es')).toBe(false);
    const refusal = sampleApprovalRefusal(samples)!;
    expect(refusal).toMatch(/^a lender's production build ships no sample approvals/);
    expect(refusal).toContain('  NORTHSTAR (es): ');
    expect(sampleApprovalRefusal([])).toBeUndefined();
    // Approved by a real reviewer, the same words ship.
    const reviewed = { ...tree, approvals: tree.approvals.map((file) => ({ ...file, data: withoutSample(file.data) })) };
    expect(sampleApprovals(reviewed)).toEqual([]);
  });
});

function withoutSample(data: unknown): unknown {
  const { keys, ...rest } = data as { keys: Record<string, Approval> };
  return { ...rest, keys: Object.fromEntries(Object.entries(keys).map(([key, { sample: _sample, ...approval }]) => [key, approval])) };
}
