// Texts in a lender's package that its borrowers never read, by the lender's own data, so a change to
// them is not listed for that lender: the early disclosure's alternatives its terms do not choose
// (an annual fee's line where it charges none), the words of rate indexes other than its own, and
// the words of a disclosure shown only for a feature it does not have (`lenderFeature` in
// flows/disclosures.json: the prescreen opt-out notices for a lender mailing no offers).
import { helocTermsShape, helocTermsUnchosen } from '../../src/engine/disclosures/heloc-terms';
import type { LenderConfig } from '../../src/engine/lender/lender-package';
import type { DisclosureRegistry } from '../../src/engine/types/disclosures';

const TERMS = 'heloc-terms:terms';
const INDEXES = 'heloc-terms:indexes';

const within = (id: string, path: string) => id === path || id.startsWith(`${path}.`);

/** Whether the lender's borrowers never read the text `namespace:key`. */
export function unreadBy(lender: LenderConfig, registry: DisclosureRegistry): (id: string) => boolean {
  const unchosen = helocTermsUnchosen(helocTermsShape(lender.product)).map((key) => `${TERMS}.${key}`);
  const ownIndex = `${INDEXES}.${lender.product.lineTerms.variableRate.index}`;
  const features = new Map<string, unknown>(Object.entries(lender.features));
  const featureOff = Object.values(registry.disclosures)
    .filter((entry) => entry.lenderFeature !== undefined && !features.get(entry.lenderFeature))
    .flatMap((entry) => entry.copy);
  return (id) =>
    unchosen.some((path) => within(id, path)) ||
    (within(id, INDEXES) && !within(id, ownIndex)) ||
    featureOff.some((path) => within(id, path));
}
