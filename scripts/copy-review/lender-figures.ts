// The figures a lender's copy interpolates, from the same engine functions the pages call: the
// footer's (disclosureValues: names, address, NMLS, APR range, fees, support phone and email), the
// early disclosure's (helocTerms), the notice of the right to cancel's contact
// (rescissionNoticeValues), the prescreen opt-out line (prescreenValues) and the adverse action
// notice's creditor and regulator (adverseActionValues). Elsewhere only the company's name: a
// `{{phone}}` or `{{email}}` there may be the borrower's own. A value that depends on the
// application (the day a disclosure is given, a deadline, a decline's score) is no lender's figure:
// it stays a placeholder in the review, so the report does not change with the day it is run.
import { adverseActionValues } from '../../src/engine/adverse-action/adverse-action';
import { sandboxDecline } from '../../src/engine/adverse-action/sandbox-decline';
import { homeTimeZone } from '../../src/engine/calendar/time-zones';
import { provisionalRescission, rescissionNoticeValues } from '../../src/engine/closing/rescission-notice';
import { helocTerms } from '../../src/engine/disclosures/heloc-terms';
import { prescreenValues } from '../../src/engine/disclosures/prescreen-values';
import { rateIndexOf } from '../../src/engine/disclosures/rate-history';
import { intlLocaleOf } from '../../src/engine/i18n/choose-locale';
import { disclosureValues } from '../../src/engine/lender/disclosure-values';
import { lendingState } from '../../src/engine/preview/sample-draft';
import type { CopyTree, LenderConfig } from '../../src/engine/lender/lender-package';
import type { RateIndexes } from '../../src/engine/types/rate-indexes';
import type { SecurityInstruments } from '../../src/engine/types/security-instruments';
import type { StateTimeZones } from '../../src/engine/types/state-time-zones';
import { instrumentValues, securityInstrumentFor } from '../../src/engine/closing/security-instrument';

/** The shared flow data the figures are computed with, from the same tree as the lender. */
export interface FigureSources {
  rateIndexes: RateIndexes;
  timeZones: StateTimeZones;
  /** The security instrument by state; absent at a ref older than the table. */
  instruments?: SecurityInstruments;
}

type Values = Record<string, string>;

/**
 * Two moments far apart (a winter and a summer, different weekdays): a value the same at both is
 * the lender's; one that differs depends on when the borrower is shown the text.
 */
const MOMENTS = [Date.UTC(2025, 0, 15, 15), Date.UTC(2026, 6, 22, 15)] as const;

function sameAtBothMoments(compute: (moment: number) => Record<string, string | undefined>): Values {
  const [first, second] = MOMENTS.map(compute) as [Record<string, string | undefined>, Record<string, string | undefined>];
  return Object.fromEntries(
    Object.entries(first).filter((entry): entry is [string, string] => entry[1] !== undefined && second[entry[0]] === entry[1]),
  );
}

const textAt = (tree: CopyTree | undefined, path: string): string | undefined => {
  let node: CopyTree | string | undefined = tree;
  for (const segment of path.split('.')) node = typeof node === 'object' && Object.hasOwn(node, segment) ? node[segment] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** The namespace of the footer's own words (customer service, NMLS, licences), which the footer fills with disclosureValues. */
const FOOTER_NAMESPACE = 'footer';

/** The footer disclosures a lender lists (`disclosures.numbered`, `.notices`): its footer shows these and no others. */
export const footerDisclosures = (lender: LenderConfig): string[] => [
  ...lender.disclosures.numbered,
  ...(lender.disclosures.notices ?? []),
];

export interface LenderFigures {
  /** The values a text (`namespace:key`) interpolates. */
  valuesFor(namespace: string, id: string): Values;
  /** Figures that could not be computed from this tree's data (an old lender file, say), with why. */
  problems: string[];
}

/**
 * The lender's figures for one locale. `copy` is the lender's resolved copy in that locale (the
 * index's words are copy). The home the figures assume is in the lender's first licensed state it
 * lends in, as the compliance preview assumes.
 */
export function lenderFigures(lender: LenderConfig, copy: Record<string, CopyTree>, locale: string, sources: FigureSources): LenderFigures {
  const problems: string[] = [];
  const attempt = (what: string, compute: () => Values): Values => {
    try {
      return compute();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
      return {};
    }
  };
  const intl = intlLocaleOf(locale);
  const state = lendingState(lender);
  const { timeZone } = homeTimeZone(sources.timeZones, state);

  const everywhere = { companyName: lender.company.companyName };
  const footer = attempt('footer and disclosure figures', () => disclosureValues(lender));
  const footerKeys = new Set(footerDisclosures(lender));
  const byNamespace: Record<string, Values> = {
    'heloc-terms': attempt('early disclosure figures', () => {
      const index = lender.product.lineTerms.variableRate.index;
      const rateIndex = rateIndexOf(sources.rateIndexes, index);
      const figures = sameAtBothMoments(
        (givenAt) =>
          helocTerms({ product: lender.product, rateIndex, companyName: lender.company.companyName, givenAt, timeZone, locale: intl })
            .values,
      );
      const words = (part: string) => textAt(copy['heloc-terms'], `indexes.${index}.${part}`);
      return sameAtBothMoments(() => ({
        ...figures,
        indexName: words('name'),
        indexShortName: words('shortName'),
        indexValueDate: words('valueDate'),
      }));
    }),
    rescission: attempt('notice of the right to cancel figures', () => {
      // The instrument the sample home's state uses, in the locale's words (rescission:instruments), as the page names it.
      const kind = sources.instruments && securityInstrumentFor(sources.instruments, state);
      const instrument = sources.instruments
        ? Object.fromEntries(
            Object.entries(instrumentValues(kind, (key) => textAt(copy.rescission, key) ?? '')).filter(([, words]) => words !== ''),
          )
        : {};
      return {
        ...sameAtBothMoments((now) => rescissionNoticeValues(provisionalRescission(now, timeZone), lender.company, timeZone, intl)),
        ...instrument,
      };
    }),
    // A lender that mails no prescreened offers has no opt-out line: its texts keep their placeholders.
    prescreen: attempt('prescreen opt-out figures', () => {
      if (!lender.prescreenOptOut) return {};
      // Who runs the line is copy, as the page passes it (t('agencyName')).
      const agencyName = textAt(copy.prescreen, 'agencyName');
      const values = prescreenValues(lender.prescreenOptOut, agencyName ?? '');
      if (agencyName === undefined) delete values.agencyName;
      return values;
    }),
    'adverse-action': attempt('adverse action notice figures', () => {
      // The creditor and its regulator are the lender's; the decline, its date and its credit report are the application's.
      const { creditor, ecoa } = adverseActionValues(sandboxDecline(0.5, MOMENTS[0]), lender, timeZone, intl);
      return { ...creditor, ...ecoa };
    }),
  };
  const footerValues = { ...everywhere, ...footer };
  const namespaceValues = new Map(Object.entries(byNamespace).map(([namespace, values]) => [namespace, { ...everywhere, ...values }]));
  return {
    valuesFor: (namespace, id) =>
      namespace === FOOTER_NAMESPACE || footerKeys.has(id) ? footerValues : (namespaceValues.get(namespace) ?? everywhere),
    problems,
  };
}
