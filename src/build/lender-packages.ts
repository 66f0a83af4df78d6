// Builds each lender's package (lender + resolved theme + copy) and the small lender index from
// the config folders. Used by the Vite build, the dev server and the sandbox server.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  buildLenderIndex,
  composeLenderPackage,
  stripFileMeta,
  type CopyResources,
  type CopyTree,
  type LenderIndex,
  type LenderPackage,
} from '../engine/lender/lender-package.ts';
import { summarizeLender } from '../engine/lender/lender-summary.ts';
import type { Lender } from '../engine/types/lender';
import type { Theme } from '../engine/types/theme';
import { WEB_FONTS, type WebFont } from '../engine/theme/web-fonts.ts';
import { assertNoLeadRecords, leadMarkers } from './assert-no-lead-records.ts';
import { CONFIG_ROOT, copyFileParts, loadConfigTree, type ConfigFile } from './load-config.ts';

/** URL path (under the app's base) where packages and lender assets are served. */
export const PACKAGES_PATH = 'lender-packages';
/** Folder under PACKAGES_PATH of the web fonts, one copy each for every lender that loads it (org codes are upper case). */
const FONTS_FOLDER = 'fonts';

const require = createRequire(import.meta.url);
/** A web font's woff2 in its npm package. */
export const webFontFile = (font: WebFont) => path.join(path.dirname(require.resolve(`${font.package}/package.json`)), 'files', font.file);

type SampleReferrals = NonNullable<NonNullable<Lender['referrals']>['sampleReferrals']>;
/** A lender's sandbox lead records: its sandboxLeads, and the referrals its referrals.sampleReferrals holds. */
export type SandboxLeads = NonNullable<Lender['sandboxLeads']> & { referrals?: SampleReferrals };

export interface BuiltPackages {
  index: LenderIndex;
  packages: Map<string, LenderPackage>;
  /** Lender asset files: public path under PACKAGES_PATH → absolute file on disk. */
  assets: Map<string, string>;
  /** Each lender's sandbox lead records: the sandbox server's only, never in a package. */
  sandboxLeads: Map<string, SandboxLeads>;
}

/** The copy of the locales a lender offers (English alone where it names none): no other language ships to its borrowers. */
const offeredCopy = (resources: CopyResources, lender: Lender): CopyResources => {
  const offered = new Set(lender.locales ?? ['en']);
  return Object.fromEntries(Object.entries(resources).filter(([locale]) => offered.has(locale)));
};

function collectCopy(files: ConfigFile[]): CopyResources {
  const resources: CopyResources = {};
  for (const file of files) {
    if (!file.data) continue;
    const { locale, namespace } = copyFileParts(file.file);
    (resources[locale] ??= {})[namespace] = stripFileMeta(file.data as CopyTree & { $schema?: string }) as CopyTree;
  }
  return resources;
}

export async function buildLenderPackages(root: string = CONFIG_ROOT, base = '/account/heloc/'): Promise<BuiltPackages> {
  const tree = await loadConfigTree(root);
  // The folder name is the org code (validate insists they match), so a copied folder serves under its new name.
  const lenders = tree.lenders.flatMap((f) => (f.data ? [{ ...(f.data as Lender), orgCode: f.file.split('/')[1]! }] : []));
  const themes = new Map(tree.themes.map((f) => [(f.data as Theme).name, f.data as Theme]));
  const baseCopy = collectCopy(tree.copy);
  const packages = new Map<string, LenderPackage>();
  const assets = new Map<string, string>();
  const sandboxLeads = new Map<string, SandboxLeads>();

  for (const lender of lenders) {
    const referrals = lender.referrals?.sampleReferrals;
    if (lender.sandboxLeads || referrals) sandboxLeads.set(lender.orgCode, { ...lender.sandboxLeads, ...(referrals ? { referrals } : {}) });
    const theme = themes.get(lender.theme);
    if (!theme) throw new Error(`lenders/${lender.orgCode}/lender.json: theme '${lender.theme}' not found (run npm run validate)`);
    const lenderCopy = collectCopy(tree.lenderCopy.filter((f) => copyFileParts(f.file).org === lender.orgCode));
    for (const asset of tree.lenderAssets[lender.orgCode] ?? []) {
      assets.set(`${lender.orgCode}/${asset}`, path.join(root, 'lenders', lender.orgCode, asset));
    }
    const assetUrl = (file: string) => `${base}${PACKAGES_PATH}/${lender.orgCode}/${file}`;
    const fontUrl = (file: string) => `${base}${PACKAGES_PATH}/${FONTS_FOLDER}/${file}`;
    for (const name of theme.webFonts ?? []) assets.set(`${FONTS_FOLDER}/${WEB_FONTS[name].file}`, webFontFile(WEB_FONTS[name]));
    packages.set(
      lender.orgCode,
      composeLenderPackage({
        lender,
        theme,
        baseCopy: offeredCopy(baseCopy, lender),
        lenderCopy: offeredCopy(lenderCopy, lender),
        assetUrl,
        fontUrl,
      }),
    );
  }
  // Any lender's records, in any package: a record pasted into another lender's copy is caught too.
  const markers = leadMarkers(sandboxLeads.values());
  for (const [org, pkg] of packages) assertNoLeadRecords(org, pkg, markers);
  return { index: buildLenderIndex(lenders), packages, assets, sandboxLeads };
}

/**
 * Every file to publish under PACKAGES_PATH: index.json, <ORG>.json (with the English copy),
 * <ORG>.<locale>.json (the copy of each other language the lender offers), lender assets, and
 * summaries.json, the preview area's list of lenders (names, states, toggles) that it filters before
 * loading any package (org codes are upper case, so no lender's file takes these names).
 */
export async function packageFiles(built: BuiltPackages): Promise<Map<string, string | Buffer>> {
  const files = new Map<string, string | Buffer>();
  files.set('index.json', JSON.stringify(built.index));
  const summaries = [...built.packages.values()].map((pkg) => summarizeLender(pkg.lender));
  files.set('summaries.json', JSON.stringify(summaries.sort((a, b) => a.orgCode.localeCompare(b.orgCode))));
  for (const [org, pkg] of built.packages) {
    // Every visit reads English; another language's copy is its own file, fetched by those who choose it.
    const { en, ...others } = pkg.copy;
    files.set(`${org}.json`, JSON.stringify({ ...pkg, copy: { en } }));
    for (const [locale, copy] of Object.entries(others)) files.set(`${org}.${locale}.json`, JSON.stringify({ [locale]: copy }));
  }
  for (const [publicPath, file] of built.assets) files.set(publicPath, await readFile(file));
  return files;
}
