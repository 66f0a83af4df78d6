import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../src/build/load-config';
import { buildLenderPackages } from '../src/build/lender-packages';
import { scaffoldLender } from './new-lender';
import { copyRealConfig, removeConfigFixture } from './validate/config-fixture';
import { validateConfigTree } from './validate/validate-config';

const roots: string[] = [];
afterEach(async () => Promise.all(roots.splice(0).map(removeConfigFixture)));

describe('new-lender scaffolder', () => {
  it('writes a lender folder that validates and builds into its own package', async () => {
    const root = await copyRealConfig();
    roots.push(root);
    const files = await scaffoldLender(root, 'ACME_HOME', 'Acme & Daughters "Home" Lending');
    expect(files).toEqual(['lenders/ACME_HOME/lender.json', 'lenders/ACME_HOME/logo-on-dark.svg', 'lenders/ACME_HOME/logo.svg']);

    expect(await validateConfigTree(await loadConfigTree(root))).toEqual([]);
    const built = await buildLenderPackages(root);
    expect(built.packages.get('ACME_HOME')?.lender.company.companyName).toBe('Acme & Daughters "Home" Lending');
    const logo = await readFile(path.join(root, 'lenders/ACME_HOME/logo.svg'), 'utf8');
    expect(logo).toContain('Acme &#38; Daughters &#34;Home&#34; Lending');
    expect(logo).not.toContain('{{');
    // The template's theme has a dark header, which shows the light-ink logo.
    expect(await readFile(path.join(root, 'lenders/ACME_HOME/logo-on-dark.svg'), 'utf8')).toContain('Acme &#38; Daughters');
  });

  it('refuses bad codes, short names and existing folders', async () => {
    const root = await copyRealConfig();
    roots.push(root);
    await expect(scaffoldLender(root, 'acme', 'Acme')).rejects.toThrow(/capital letters/);
    await expect(scaffoldLender(root, 'ACME', ' ')).rejects.toThrow(/at least 2 characters/);
    await expect(scaffoldLender(root, 'HARBOR_CU', 'Harbor again')).rejects.toThrow('lenders/HARBOR_CU already exists.');
  });
});
