// `npm run screenshots` (not part of `npm test`): every sample lender's first registration step and
// offers page at phone (390×844) and desktop (1280×800) size, written to docs/screenshots/ as
// <ORG>-<page>-<size>.png, so a reviewer sees every brand at a glance. It serves a build (DIST_DIR,
// or dist/ after `npm run build`) with the sandbox API on a fresh embedded database, as the e2e
// server does, and makes each lender a borrower whose offers are ready through that API.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildServer } from '../src/server/app';
import { TokenSigner } from '../src/server/auth/tokens';
import { openDatabase } from '../src/server/db/database';
import { LenderDirectory } from '../src/server/lender-directory';
import { bearer, helocBody, registerBorrower, waitForOffers } from '../src/server/testing/borrower';
import { giveEsignConsent } from '../src/server/testing/esign';
import type { Lender } from '../src/engine/types/lender';
import { readFile } from 'node:fs/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
const OUT = path.join(ROOT, 'docs/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = '/account/heloc';
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** A home in one of the lender's supported states: the first of these it lends in. */
const HOMES = [
  { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
  { street1: '9 Beacon Street', city: 'Boston', state: 'MA', zip: '02108' },
  { street1: '200 Lake Shore Drive', city: 'Chicago', state: 'IL', zip: '60601' },
  { street1: '15 Hudson Street', city: 'New York', state: 'NY', zip: '10013' },
  { street1: '7 Harbor View', city: 'Annapolis', state: 'MD', zip: '21401' },
];

async function sampleLenders(): Promise<Lender[]> {
  const orgs = readdirSync(path.join(ROOT, 'lenders'), { withFileTypes: true }).filter((e) => e.isDirectory());
  const lenders = await Promise.all(
    orgs.map(async (e) => JSON.parse(await readFile(path.join(ROOT, 'lenders', e.name, 'lender.json'), 'utf8')) as Lender),
  );
  return lenders.sort((a, b) => a.orgCode.localeCompare(b.orgCode));
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`No build at ${DIST}: run \`npm run build\` (or set DIST_DIR).`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-screenshots-'));
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  const app = await buildServer({
    distDir: DIST,
    api: { db, lenders: await LenderDirectory.load(), tokens: new TokenSigner(randomBytes(32)), sandbox: true },
  });
  const origin = await app.listen({ port: Number(process.env.SCREENSHOTS_PORT ?? 0), host: '127.0.0.1' });
  let browser: Browser | undefined;
  try {
    /** A borrower of the lender whose offers are ready (the soft pull resolves when the status is read after its wait). */
    const borrower = async (lender: Lender) => {
      const home = HOMES.find((h) => lender.states.supported.includes(h.state as never));
      if (!home) throw new Error(`${lender.orgCode}: no sample home in its supported states; add one to HOMES`);
      const { jwt } = await registerBorrower(app, lender.orgCode);
      await giveEsignConsent(app, jwt);
      // Old enough for every sample lender (EVERGREEN_62 lends from 62).
      const body = helocBody({ lastName: 'Hopper', dob: '1950-04-12' });
      body.propertyRequest.address = home;
      body.profileRequest.assetAddress = home;
      const created = await app.inject({
        method: 'POST',
        url: '/service-application/api/v3/application/helocs',
        headers: bearer(jwt),
        payload: body,
      });
      // A lender that takes applications only elsewhere (through a loan officer's site) has no offers page here.
      if (created.statusCode === 403) return null;
      if (created.statusCode !== 201) throw new Error(`${lender.orgCode}: create-HELOC failed: ${created.statusCode} ${created.body}`);
      const uuid = created.json().uuid as string;
      await waitForOffers(app, jwt, uuid);
      return { token: `Bearer ${jwt}`, uuid };
    };

    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    await mkdir(OUT, { recursive: true });
    for (const lender of await sampleLenders()) {
      const org = lender.orgCode;
      const applicant = await borrower(lender);
      for (const [size, options] of Object.entries(SIZES)) {
        const shoot = async (page: string, url: string, ready: (p: Page) => Promise<unknown>, token?: string) => {
          const context = await browser!.newContext({ ...options, reducedMotion: 'reduce' });
          if (token) await context.addInitScript((jwt) => localStorage.setItem('heloc.jwt', jwt), token);
          const tab = await context.newPage();
          await tab.goto(`${origin}${url}`);
          await ready(tab);
          // Fonts and images settle before the picture is taken.
          await tab.evaluate(() => document.fonts.ready);
          await tab.waitForLoadState('networkidle');
          const file = path.join(OUT, `${org}-${page}-${size}.png`);
          await tab.screenshot({ path: file });
          await context.close();
          console.log(path.relative(ROOT, file));
        };
        await shoot('register', `${BASE}/register-v2?org=${org}`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
        if (applicant)
          await shoot(
            'offers',
            `${BASE}/${applicant.uuid}/product/select?org=${org}`,
            (p) => p.getByLabel('Initial draw').waitFor(),
            applicant.token,
          );
      }
    }
  } finally {
    await browser?.close();
    await app.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
