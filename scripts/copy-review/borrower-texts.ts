// Every text a lender's borrowers read, per language the lender offers, as they read it: its
// resolved copy (base copy merged with the lender's overrides, as its package ships it), its own
// figures interpolated and the markup applied.
import type { CopyResources, CopyTree, LenderConfig } from '../../src/engine/lender/lender-package';
import type { DisclosureRegistry } from '../../src/engine/types/disclosures';
import { footerDisclosures, lenderFigures, type FigureSources } from './lender-figures';
import { renderCopy, type Token } from './render-copy';

export interface BorrowerText {
  namespace: string;
  /** Dotted key inside the namespace. */
  key: string;
  tokens: Token[];
}

export interface LenderTexts {
  orgCode: string;
  companyName: string;
  /** locale → `namespace:key` → text, in the copy files' order. */
  locales: Map<string, Map<string, BorrowerText>>;
  /** Figures that could not be computed, which the texts show as placeholders instead. */
  problems: string[];
}

/** What of a lender's package the texts come from. */
export interface LenderCopy {
  lender: LenderConfig;
  copy: CopyResources;
}

/** The top-level object in a namespace where compliance notes what awaits approval: not borrower-facing. */
const REVIEW_NOTES = '_review';

function leaves(tree: CopyTree, prefix: string[] = []): Array<[key: string, text: string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    if (prefix.length === 0 && key === REVIEW_NOTES) return [];
    const path = [...prefix, key];
    return typeof value === 'object' && value !== null ? leaves(value, path) : [[path.join('.'), String(value)]];
  });
}

/** Texts without placeholders render the same for every lender: rendered once (tokens are never changed in place). */
const plainTexts = new Map<string, Token[]>();
function render(text: string, values: Readonly<Record<string, string>>): Token[] {
  if (text.includes('{{')) return renderCopy(text, values);
  let tokens = plainTexts.get(text);
  if (!tokens) plainTexts.set(text, (tokens = renderCopy(text)));
  return tokens;
}

/** English first, then the others by code: the order the report lists a lender's languages in. */
export const localeOrder = (a: string, b: string) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b));

/**
 * `footerTexts`: every text some lender lists as a footer disclosure. Such a text reaches only the
 * lenders that list it. `unread`: texts the lender's own data keeps from its borrowers (unread-texts.ts).
 * Every other text in the package, every borrower of the lender may read.
 */
export function lenderTexts(
  { lender, copy }: LenderCopy,
  sources: FigureSources,
  footerTexts: ReadonlySet<string> = new Set(),
  unread: (id: string) => boolean = () => false,
): LenderTexts {
  const listed = new Set(footerDisclosures(lender));
  const locales = new Map<string, Map<string, BorrowerText>>();
  const problems: string[] = [];
  // The package carries the languages the lender offers, and only those.
  for (const locale of Object.keys(copy).sort(localeOrder)) {
    const namespaces = copy[locale]!;
    const figures = lenderFigures(lender, namespaces, locale, sources);
    problems.push(...figures.problems.map((problem) => `${locale}: ${problem}`));
    const texts = new Map<string, BorrowerText>();
    for (const [namespace, tree] of Object.entries(namespaces)) {
      for (const [key, text] of leaves(tree)) {
        const id = `${namespace}:${key}`;
        if ((footerTexts.has(id) && !listed.has(id)) || unread(id)) continue;
        texts.set(id, { namespace, key, tokens: render(text, figures.valuesFor(namespace, id)) });
      }
    }
    locales.set(locale, texts);
  }
  return { orgCode: lender.orgCode, companyName: lender.company.companyName, locales, problems };
}

/**
 * The disclosure a text belongs to, and the disclosure's place in the registry: the entry naming
 * the text's key or the nearest path above it (`heloc-terms:terms.booklet` is the booklet's, the
 * rest of `heloc-terms:terms` the early disclosure's).
 */
export function disclosureOf(id: string, registry: DisclosureRegistry): { type: string; order: number } | undefined {
  let found: { type: string; order: number; length: number } | undefined;
  Object.entries(registry.disclosures).forEach(([type, entry], order) => {
    for (const path of entry.copy) {
      if ((id === path || id.startsWith(`${path}.`)) && (!found || path.length > found.length))
        found = { type, order, length: path.length };
    }
  });
  return found && { type: found.type, order: found.order };
}
