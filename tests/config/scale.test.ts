// Sixty lenders: a scratch tree with the tree's lenders and lenders generated from them up to sixty
// (scripts/scale-lenders.ts) validates, builds into one package per lender, and the server sends
// each lender's first registration step with its own package, brand and theme. A tree that already
// has sixty lenders is checked as it is. The packages are emitted as the build's plugin emits them
// (src/build/vite-lender-packages.ts), beside a stand-in page: a whole Vite build of the app took
// about twenty core-seconds here, and the build stage of `npm test` makes the tree's own.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfigTree } from '../../src/build/load-config';
import type { Lender } from '../../src/engine/types/lender';
import type { Theme } from '../../src/engine/types/theme';
import { resolveTheme } from '../../src/engine/lender/lender-package';
import { buildLenderPackages, packageFiles, PACKAGES_PATH } from '../../src/build/lender-packages';
import { buildServer } from '../../src/server/app';
import { scaleTree } from '../../scripts/scale-lenders';
import { validateConfigTree } from '../../scripts/validate/validate-config';

const LENDERS = 60;
const FIRST_STEP = '/account/heloc/register-v2';
const FIRST_STEP_HTML = '<!doctype html><div id="root"><h1>Is the home your primary residence?</h1></div>';
let root: string;
let generated: string[];
/** The tree's own lenders, and how many the scratch tree has. */
let own: number;
let total: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'heloc-scale-'));
  own = (await readdir('lenders', { withFileTypes: true })).filter((entry) => entry.isDirectory()).length;
  total = Math.max(LENDERS, own);
  generated = await scaleTree(root, LENDERS);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const readJson = async <T>(file: string) => JSON.parse(await readFile(path.join(root, file), 'utf8')) as T;

it(`validates a tree of ${LENDERS} lenders`, async () => {
  const tree = await loadConfigTree(root);
  expect(tree.lenders).toHaveLength(total);
  expect(generated).toHaveLength(total - own);
  expect(await validateConfigTree(tree)).toEqual([]);
});

it('builds a package for every lender and serves each lender its first step under its own brand and theme, prerendered where it takes applications', async () => {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, PACKAGES_PATH), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'first-step.html'), FIRST_STEP_HTML);
  for (const [file, body] of await packageFiles(await buildLenderPackages(root))) {
    await mkdir(path.dirname(path.join(dist, PACKAGES_PATH, file)), { recursive: true });
    await writeFile(path.join(dist, PACKAGES_PATH, file), body);
  }
  const index = JSON.parse(await readFile(path.join(dist, 'lender-packages/index.json'), 'utf8')) as { orgCodes: string[] };
  expect(index.orgCodes).toHaveLength(total);

  const app = await buildServer({ distDir: dist, api: null });
  try {
    for (const code of index.orgCodes) {
      const lender = await readJson<Lender>(`lenders/${code}/lender.json`);
      // Addressed by its own host, as a borrower arrives: the page comes with the lender's package.
      const page = await app.inject({ url: FIRST_STEP, headers: { host: lender.hosts[0]! } });
      expect(page.statusCode, code).toBe(200);
      // The first step comes prerendered only to a lender that takes applications without a referral.
      const takesApplications = !lender.features.wholesale && !lender.features.loanOfficerRequired;
      expect(page.body === FIRST_STEP_HTML, `${code} is sent the prerendered first step`).toBe(takesApplications);
      expect(page.headers['link'], code).toContain(`/account/heloc/lender-packages/${code}.json>; rel=preload`);
      const pkg = (await app.inject({ url: `/account/heloc/lender-packages/${code}.json` })).json() as {
        lender: Lender;
        theme: Theme;
        assets: { logo: string };
      };
      expect(pkg.lender.company.companyName, code).toBe(lender.company.companyName);
      const theme = resolveTheme(await readJson<Theme>(`themes/${lender.theme}.json`), lender.themeOverrides);
      expect(pkg.theme.colors, code).toEqual(theme.colors);
      const logo = await app.inject({ url: pkg.assets.logo });
      expect(logo.statusCode, code).toBe(200);
      // A generated lender's logo is the scaffolder's, which names the lender.
      if (generated.includes(code)) expect(logo.body, code).toContain(`aria-label="${lender.logo.alt}"`);
    }
  } finally {
    await app.close();
  }
}, 120_000);
