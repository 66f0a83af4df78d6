import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertNoLeadRecords, leadMarkers } from './assert-no-lead-records';
import { buildLenderPackages, packageFiles } from './lender-packages';
import { PROJECT_ROOT } from './load-config';

const temps: string[] = [];
afterEach(async () => Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'heloc-packages-'));
  temps.push(dir);
  for (const folder of ['lenders', 'themes', 'copy'])
    await cp(path.join(PROJECT_ROOT, folder), path.join(dir, folder), { recursive: true });
  return dir;
}

describe('buildLenderPackages', () => {
  it('builds one package per lender folder with its resolved theme and copy', async () => {
    const built = await buildLenderPackages();
    const orgCodes = [...built.packages.keys()].sort();
    expect(orgCodes).toEqual(built.index.orgCodes);
    for (const [org, pkg] of built.packages) {
      expect(pkg.lender.orgCode).toBe(org);
      expect(pkg.theme.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(pkg.copy.en?.footer).toBeDefined();
      expect(pkg.assets.logo).toBe(`/account/heloc/lender-packages/${org}/${pkg.lender.logo.src}`);
      expect(JSON.stringify(pkg)).not.toContain('"$schema"');
    }
  });

  it('keeps sandbox lead records for the server and out of every browser package', async () => {
    const built = await buildLenderPackages();
    expect(built.sandboxLeads.get('LAKESHORE')?.offerCodes?.length).toBeGreaterThan(0);
    const referrals = built.sandboxLeads.get('PINE_LO')?.referrals ?? [];
    expect(referrals.length).toBeGreaterThan(0);
    for (const pkg of built.packages.values()) {
      expect(pkg.lender).not.toHaveProperty('sandboxLeads');
      expect(pkg.lender.referrals ?? {}).not.toHaveProperty('sampleReferrals');
      const text = JSON.stringify(pkg);
      expect(text).not.toContain('LKS4821Q');
      for (const referral of referrals) {
        expect(text).not.toContain(referral.uuid);
        expect(text).not.toContain(referral.email);
      }
    }
    // What the browser does need of the referral data stays: the loan originators.
    expect(built.packages.get('PINE_LO')?.lender.referrals?.loanOriginators?.length).toBeGreaterThan(0);
  });

  it('refuses a package that would carry a lead record, naming the lender and the field', async () => {
    const built = await buildLenderPackages();
    const markers = leadMarkers(built.sandboxLeads.values());
    const pine = built.packages.get('PINE_LO')!;
    const referrals = built.sandboxLeads.get('PINE_LO')!.referrals!;
    // The package as it was built before sample referrals were kept back.
    const leaky = { ...pine, lender: { ...pine.lender, referrals: { ...pine.lender.referrals, sampleReferrals: referrals } } };
    expect(() => assertNoLeadRecords('PINE_LO', leaky, markers)).toThrow(
      'PINE_LO: the browser package would carry a sandbox lead record in lender.referrals.sampleReferrals.',
    );
    for (const pkg of built.packages.values()) expect(() => assertNoLeadRecords(pkg.lender.orgCode, pkg, markers)).not.toThrow();
  });

  it('fails the build when copy would carry a lead record, whatever the case it is written in', async () => {
    const root = await copyProject();
    const dir = path.join(root, 'copy/lenders/HARBOR_CU/en');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'footer.json'),
      JSON.stringify({ $schema: '../../../../schemas/copy.schema.json', schemaVersion: 1, eligibility: 'Try the code lks4821q' }),
    );
    await expect(buildLenderPackages(root)).rejects.toThrow(
      'HARBOR_CU: the browser package would carry a sandbox lead record in copy.en.footer.eligibility.',
    );
  });

  it('picks up a copied lender folder with no other change', async () => {
    const root = await copyProject();
    await cp(path.join(root, 'lenders/HARBOR_CU'), path.join(root, 'lenders/COPIED_CU'), { recursive: true });
    const file = path.join(root, 'lenders/COPIED_CU/lender.json');
    const lender = JSON.parse(await readFile(file, 'utf8'));
    // orgCode left as the original: the folder name decides.
    Object.assign(lender, { hosts: ['copied.example'] });
    lender.company.companyName = 'Copied Credit Union';
    await writeFile(file, JSON.stringify(lender));

    const built = await buildLenderPackages(root);
    expect(built.index.orgCodes).toContain('COPIED_CU');
    expect(built.index.hosts['copied.example']).toBe('COPIED_CU');
    expect(built.packages.get('COPIED_CU')?.lender.company.companyName).toBe('Copied Credit Union');
    const files = await packageFiles(built);
    expect(files.has('COPIED_CU.json')).toBe(true);
    expect(files.has('COPIED_CU/logo.svg')).toBe(true);
    // The preview area lists the copied lender under its new name before loading its package.
    const summaries = JSON.parse(String(files.get('summaries.json'))) as Array<{ orgCode: string; companyName: string }>;
    expect(summaries.find((summary) => summary.orgCode === 'COPIED_CU')?.companyName).toBe('Copied Credit Union');
    expect(summaries.map((summary) => summary.orgCode)).toEqual([...built.index.orgCodes]);
  });

  it('merges a lender copy override over base copy for that lender only', async () => {
    const root = await copyProject();
    const dir = path.join(root, 'copy/lenders/LAKESHORE/en');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'footer.json'),
      JSON.stringify({ $schema: '../../../../schemas/copy.schema.json', schemaVersion: 1, eligibility: 'Lakeshore wording' }),
    );
    const built = await buildLenderPackages(root);
    expect(built.packages.get('LAKESHORE')?.copy.en?.footer?.eligibility).toBe('Lakeshore wording');
    expect(built.packages.get('HARBOR_CU')?.copy.en?.footer?.eligibility).not.toBe('Lakeshore wording');
  });

  it('names the lender and theme when a theme is missing', async () => {
    const root = await copyProject();
    await rm(path.join(root, 'themes/harbor.json'));
    await expect(buildLenderPackages(root)).rejects.toThrow("lenders/HARBOR_CU/lender.json: theme 'harbor' not found");
  });
});
