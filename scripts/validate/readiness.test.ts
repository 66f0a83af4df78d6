import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree, type ConfigTree } from '../../src/build/load-config';
import { scaffoldLender } from '../new-lender';
import { copyRealConfig, removeConfigFixture } from './config-fixture';
import { readinessChecklist } from './readiness';

let root: string;
let tree: ConfigTree;
beforeAll(async () => {
  root = await copyRealConfig(new Set(['NORTHSTAR', 'NORTHSTAR_NY', 'HARBOR_CU']));
  await scaffoldLender(root, 'ACME_HOME', 'Acme Home Loans');
  tree = await loadConfigTree(root);
});
afterAll(() => removeConfigFixture(root));

const section = (lines: string[], title: string) => {
  const start = lines.indexOf(`${title}:`);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('  '));
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
};

describe('the readiness checklist', () => {
  it('names every placeholder a freshly scaffolded lender still holds', () => {
    const lines = readinessChecklist(tree, 'ACME_HOME')!;
    const placeholders = section(lines, 'Placeholders from the scaffolder still in place').join('\n');
    expect(placeholders).toContain("lenders/ACME_HOME/logo.svg is the scaffolder's letter logo");
    expect(placeholders).toContain("lenders/ACME_HOME/logo-on-dark.svg is the scaffolder's letter logo");
    expect(placeholders).toContain("company.companyAddress.street1 is the scaffolder's example (100 Main Street)");
    expect(placeholders).toContain("company.nmlsNumber is the scaffolder's example (0000000)");
    expect(placeholders).toContain('company.termsOfUseUrl is an example address (https://acmehomeloans.example/terms)');
    expect(placeholders).toContain('company.supportEmail is an example address (support@acmehomeloans.example)');
    expect(section(lines, 'States')).toEqual(['- lends in: IL', '- licensed but not lending: none']);
  });

  it('lists what is on, where the lender lends, its disclosures and its copy overrides', () => {
    const lines = readinessChecklist(tree, 'HARBOR_CU')!;
    expect(section(lines, 'Placeholders from the scaffolder still in place').join('\n')).not.toContain('letter logo');
    const features = section(lines, 'Feature values on');
    // Harbor is a credit union on the white-label brand, with terms of service; what is off is not listed.
    expect(features).toEqual(expect.arrayContaining(['- brand whiteLabel', '- termsLinkLabel TERMS_OF_SERVICE', '- credit union logo']));
    expect(features.join('\n')).not.toMatch(/wholesale|webChat/);
    const disclosures = section(lines, 'Disclosures shown');
    expect(disclosures[0]).toMatch(/^- 1\. disclosures:/);
    expect(disclosures).toContain('- booklet link (en)');
    expect(section(lines, 'Copy overridden')).toContain('- application:offers.prequalified (en)');
  });

  it('answers null for a lender the tree does not have', () => {
    expect(readinessChecklist(tree, 'NO_SUCH_LENDER')).toBeNull();
  });
});
