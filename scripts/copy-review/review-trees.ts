// Reads two config trees (a ref's, extracted, and the working tree) the way the build does, and
// compares what each lender's borrowers read in them.
import { buildLenderPackages } from '../../src/build/lender-packages';
import { readConfigFile } from '../../src/build/load-config';
import type { DisclosureRegistry } from '../../src/engine/types/disclosures';
import type { RateIndexes } from '../../src/engine/types/rate-indexes';
import type { SecurityInstruments } from '../../src/engine/types/security-instruments';
import type { StateTimeZones } from '../../src/engine/types/state-time-zones';
import type { LenderPackage } from '../../src/engine/lender/lender-package';
import { lenderTexts, type LenderTexts } from './borrower-texts';
import { compareLenderTexts, mergeRegistries, type CopyReview } from './compare-texts';
import { footerDisclosures, type FigureSources } from './lender-figures';
import { unreadBy } from './unread-texts';

async function readJson<T>(root: string, file: string): Promise<T> {
  const read = await readConfigFile(root, file);
  if (read.data === undefined) throw new Error(`${file} in ${root}: ${read.parseError}`);
  return read.data as T;
}

/** A flow file a ref older than it lacks: absent, so the texts there keep their placeholders. */
const readOptionalJson = <T>(root: string, file: string): Promise<T | undefined> => readJson<T>(root, file).catch(() => undefined);

interface ConfigSide {
  packages: LenderPackage[];
  sources: FigureSources;
  registry: DisclosureRegistry;
}

/** A config tree's lender packages, as the build makes them, and the flow data the texts need. */
async function readSide(root: string): Promise<ConfigSide> {
  const [built, rateIndexes, timeZones, registry, instruments] = await Promise.all([
    buildLenderPackages(root),
    readJson<RateIndexes>(root, 'flows/rate-indexes.json'),
    readJson<StateTimeZones>(root, 'flows/state-time-zones.json'),
    readJson<DisclosureRegistry>(root, 'flows/disclosures.json'),
    readOptionalJson<SecurityInstruments>(root, 'flows/security-instruments.json'),
  ]);
  return { packages: [...built.packages.values()], sources: { rateIndexes, timeZones, instruments }, registry };
}

export async function reviewTrees(beforeRoot: string, afterRoot: string): Promise<CopyReview> {
  const [before, after] = await Promise.all([readSide(beforeRoot), readSide(afterRoot)]);
  // A footer disclosure listed by any lender on either side reaches only the lenders that list it.
  const footerTexts = new Set([...before.packages, ...after.packages].flatMap((pkg) => footerDisclosures(pkg.lender)));
  const texts = (side: ConfigSide): LenderTexts[] =>
    side.packages.map((pkg) => lenderTexts(pkg, side.sources, footerTexts, unreadBy(pkg.lender, side.registry)));
  return compareLenderTexts(texts(before), texts(after), mergeRegistries(after.registry, before.registry));
}
