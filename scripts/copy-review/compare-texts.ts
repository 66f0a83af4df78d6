// The copy review's comparison: per lender and language, each text whose words as the borrower reads
// them differ between two versions of the config, disclosures first.
import type { DisclosureRegistry } from '../../src/engine/types/disclosures';
import { disclosureOf, localeOrder, type BorrowerText, type LenderTexts } from './borrower-texts';
import { tokensKey } from './render-copy';
import { wordDiff, type DiffToken } from './word-diff';

export interface TextChange {
  /** `namespace:key` */
  id: string;
  namespace: string;
  key: string;
  /** The disclosure type (flows/disclosures.json) the text belongs to, if any. */
  disclosure?: string;
  status: 'added' | 'removed' | 'changed';
  /** The words before and after, those that differ marked; absent where the text did not exist. */
  before?: DiffToken[];
  after?: DiffToken[];
}

export interface LocaleChanges {
  locale: string;
  changes: TextChange[];
}

export interface LenderChanges {
  orgCode: string;
  companyName: string;
  /** 'added' or 'removed': a lender only one side has, all of whose texts are new or gone. */
  status: 'added' | 'removed' | 'changed';
  locales: LocaleChanges[];
}

export interface CopyReview {
  /** The lenders with at least one text that differs, by org code. */
  lenders: LenderChanges[];
  /** Org codes of the lenders in the working tree none of whose texts differ. */
  unchanged: string[];
  /** Figures that could not be computed on either side, by lender. */
  problems: string[];
}

/** Both registries' disclosures, in the newer's order then the older's others: a text that stopped being a disclosure still sorts as one. */
export const mergeRegistries = (after: DisclosureRegistry, before: DisclosureRegistry): DisclosureRegistry => ({
  ...after,
  disclosures: Object.fromEntries([
    ...Object.entries(after.disclosures),
    ...Object.entries(before.disclosures).filter(([type]) => !Object.hasOwn(after.disclosures, type)),
  ]),
});

function compareLocale(
  before: Map<string, BorrowerText> | undefined,
  after: Map<string, BorrowerText> | undefined,
  registry: DisclosureRegistry,
): TextChange[] {
  const ids = [...new Set([...(after?.keys() ?? []), ...(before?.keys() ?? [])])];
  const changes: Array<TextChange & { position: number; disclosureOrder: number }> = [];
  ids.forEach((id, position) => {
    const old = before?.get(id);
    const now = after?.get(id);
    if (old && now && tokensKey(old.tokens) === tokensKey(now.tokens)) return;
    const { namespace, key } = (now ?? old)!;
    const disclosure = disclosureOf(id, registry);
    const base = {
      id,
      namespace,
      key,
      position,
      disclosureOrder: disclosure?.order ?? Infinity,
      ...(disclosure ? { disclosure: disclosure.type } : {}),
    };
    if (old && now) changes.push({ ...base, status: 'changed', ...wordDiff(old.tokens, now.tokens) });
    else if (now) changes.push({ ...base, status: 'added', after: now.tokens });
    else changes.push({ ...base, status: 'removed', before: old!.tokens });
  });
  // Disclosures first, in the registry's order; within each group the copy files' order.
  changes.sort((a, b) => a.disclosureOrder - b.disclosureOrder || a.position - b.position);
  return changes.map(({ position: _position, disclosureOrder: _order, ...change }) => change);
}

export function compareLenderTexts(
  before: readonly LenderTexts[],
  after: readonly LenderTexts[],
  registry: DisclosureRegistry,
): CopyReview {
  const beforeByOrg = new Map(before.map((lender) => [lender.orgCode, lender]));
  const afterByOrg = new Map(after.map((lender) => [lender.orgCode, lender]));
  const orgCodes = [...new Set([...afterByOrg.keys(), ...beforeByOrg.keys()])].sort();
  const lenders: LenderChanges[] = [];
  const unchanged: string[] = [];
  const problems: string[] = [];
  for (const orgCode of orgCodes) {
    const old = beforeByOrg.get(orgCode);
    const now = afterByOrg.get(orgCode);
    problems.push(...(old?.problems ?? []).map((problem) => `${orgCode} (before): ${problem}`));
    problems.push(...(now?.problems ?? []).map((problem) => `${orgCode} (after): ${problem}`));
    const locales = [...new Set([...(now?.locales.keys() ?? []), ...(old?.locales.keys() ?? [])])].sort(localeOrder);
    const changed = locales
      .map((locale) => ({ locale, changes: compareLocale(old?.locales.get(locale), now?.locales.get(locale), registry) }))
      .filter((entry) => entry.changes.length > 0);
    if (changed.length === 0) {
      if (now) unchanged.push(orgCode);
      continue;
    }
    lenders.push({
      orgCode,
      companyName: (now ?? old)!.companyName,
      status: !old ? 'added' : !now ? 'removed' : 'changed',
      locales: changed,
    });
  }
  return { lenders, unchanged, problems };
}
