// Which lenders the accessibility suite checks in full, and in which themes. A lender's pages differ
// from another's only by data: its theme, logo, copy overrides, disclosures and feature toggles. The
// page templates are the same for all, so the full axe and keyboard pass runs on the default lender,
// wearing every other lender's theme in turn on each page, and once more per feature value, on
// lenders chosen here from lenders/*/lender.json when the tests are collected; every lender still
// gets a light smoke (a11y.spec.ts). Why this covers every lender: docs/accessibility.md.
import { readdirSync, readFileSync } from 'node:fs';
import { resolveTheme } from '../../../src/engine/lender/lender-package';
import type { Lender } from '../../../src/engine/types/lender';
import type { Theme } from '../../../src/engine/types/theme';

/** `A11Y_FULL=1` (set by `npm run test:full`) checks every lender in full, as before a release. */
export const FULL_MATRIX = process.env.A11Y_FULL === '1';

const LENDERS: Lender[] = readdirSync('lenders', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(`lenders/${entry.name}/lender.json`, 'utf8')) as Lender)
  .sort((a, b) => a.orgCode.localeCompare(b.orgCode));

/** The lender's theme file with its overrides laid over it: what its pages wear. */
const themeOf = (lender: Lender) =>
  resolveTheme(JSON.parse(readFileSync(`themes/${lender.theme}.json`, 'utf8')) as Theme, lender.themeOverrides);

export interface ThemeToWear {
  /** The theme's name, and the lender whose overrides change it ('northstar with NORTHSTAR_NY's'). */
  name: string;
  /** A lender that wears it: the suite takes the theme from this lender's package, as its browsers do. */
  lender: Lender;
}

/**
 * Every theme a lender's pages wear other than the default lender's, once each: the theme file with
 * each distinct set of overrides. A theme is CSS custom properties and typefaces (src/ui/boot/apply-theme.ts)
 * and leaves the markup alone, so the default lender's pages wear each in place. Logo placement, the one
 * theme token the markup reads (the header), is a kind of its own below.
 */
function themesToWear(lenders: readonly Lender[]): ThemeToWear[] {
  const seen = new Set<string>();
  const defaultLender = lenders.find((lender) => lender.default);
  if (defaultLender) seen.add(JSON.stringify(themeOf(defaultLender)));
  const themes: ThemeToWear[] = [];
  for (const lender of lenders) {
    const key = JSON.stringify(themeOf(lender));
    if (seen.has(key)) continue;
    seen.add(key);
    themes.push({ name: `${lender.theme}${lender.themeOverrides ? ` with ${lender.orgCode}'s overrides` : ''}`, lender });
  }
  return themes;
}

/**
 * One feature value: a toggle or a number as it is; an object (a partner lender, a ZIP list) by
 * whether it is there, or by its `role` when it has one (the New York entity and its parent differ).
 */
function featureValue(value: unknown): string {
  if (value === undefined) return 'off';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const role = (value as { role?: unknown }).role;
  return typeof role === 'string' ? role : 'on';
}

const FEATURE_KEYS = [...new Set(LENDERS.flatMap((lender) => Object.keys(lender.features)))].sort();

/** Everything about a lender that can change which markup its pages have (its theme is worn, above). */
export function kindsOf(lender: Lender): string[] {
  const features = new Map<string, unknown>(Object.entries(lender.features));
  return [
    `logoPlacement ${themeOf(lender).logo.placement}`,
    ...FEATURE_KEYS.map((key) => `${key} ${featureValue(features.get(key))}`),
    `creditUnionLogo ${lender.creditUnionLogo ? 'on' : 'off'}`,
    `firstStepImage ${lender.firstStepImage ? 'on' : 'off'}`,
    // A lender outside Pacific time has a second hours line in its footer (its own zone's).
    `hoursInLenderZone ${lender.timeZone && lender.timeZone !== 'America/Los_Angeles' ? 'on' : 'off'}`,
    // The main brand's footer names its coverage while it lends in fewer than every state.
    `licensedEveryState ${lender.states.licensed.filter((state) => state !== 'DC').length >= 50 ? 'yes' : 'no'}`,
  ];
}

export interface Representative {
  lender: Lender;
  /** The kinds no representative chosen before it had. */
  represents: string[];
}

/**
 * The fewest lenders (greedily) that between them have every kind any lender has. The default
 * lender comes first: its pass also carries the keyboard checks of every page template.
 * Ties go to the first org code, so the choice only changes when the data does.
 */
function chooseRepresentatives(lenders: readonly Lender[]): Representative[] {
  const uncovered = new Set(lenders.flatMap(kindsOf));
  const chosen: Representative[] = [];
  const take = (lender: Lender) => {
    const represents = kindsOf(lender).filter((kind) => uncovered.has(kind));
    for (const kind of represents) uncovered.delete(kind);
    chosen.push({ lender, represents });
  };
  const defaultLender = lenders.find((lender) => lender.default);
  if (defaultLender) take(defaultLender);
  while (uncovered.size > 0) {
    const gain = (lender: Lender) => kindsOf(lender).filter((kind) => uncovered.has(kind)).length;
    const best = lenders.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    take(best);
  }
  return chosen;
}

export const REPRESENTATIVES: Representative[] = FULL_MATRIX
  ? LENDERS.map((lender) => ({ lender, represents: ['the full matrix (A11Y_FULL=1)'] }))
  : chooseRepresentatives(LENDERS);

/** In the full matrix every lender's own pass wears its own theme. */
export const THEMES_TO_WEAR: ThemeToWear[] = FULL_MATRIX ? [] : themesToWear(LENDERS);

/**
 * Lenders whose pages differ between them by every kind and theme any lender has: the
 * representatives and the lenders whose themes are worn (every lender in the full matrix). A check of
 * how lender data is drawn runs on these; what is left differs only in values from the same files.
 */
export const DISTINCT_LENDERS: Lender[] = FULL_MATRIX
  ? LENDERS
  : [...new Set([...REPRESENTATIVES.map(({ lender }) => lender), ...THEMES_TO_WEAR.map(({ lender }) => lender)])];
