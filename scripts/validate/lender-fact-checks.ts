// One lender, one set of facts: its postal address, phone, email and NMLS number live once in its
// lender.json (company) and every page, notice and document shows them from there. Copy that writes
// one of them out drifts the day the data changes, and shows a borrower two addresses for one lender.
import type { ConfigFile, ConfigTree } from '../../src/build/load-config';
import { copyFileParts } from '../../src/build/load-config';
import type { LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { copyLeaves } from './copy-resources';
import { isRecord, toPointer, valueAtPointer } from './json-pointer';

type FactKind = 'email' | 'phone' | 'NMLS number' | 'street address';

/** Where each fact lives in lender.json, named in the messages. */
const FACT_PATHS: Record<FactKind, string> = {
  email: 'company.supportEmail',
  phone: 'company.supportPhoneNumber.number',
  'NMLS number': 'company.nmlsNumber',
  'street address': 'company.companyAddress',
};

const PATTERNS: ReadonlyArray<[FactKind, RegExp]> = [
  ['email', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g],
  // A North American number written with separators: (800) 555-0142, 800-555-0142, 1 800 555 0142.
  ['phone', /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g],
  ['NMLS number', /\bNMLS\b\D{0,12}?(\d{4,10})\b/gi],
  [
    'street address',
    /\b\d{1,6}(?: [A-Z][A-Za-z]*)+ (?:Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Way|Lane|Ln|Boulevard|Blvd|Parkway|Pkwy|Court|Ct|Plaza|Place|Pl|Row|Commons|Square|Terrace|Circle|Highway|Hwy)\b|\bP\.? ?O\.? Box \d+/g,
  ],
];

const withArticle = (kind: FactKind) => `${kind === 'email' ? 'an' : 'a'} ${kind}`;

interface Found {
  kind: FactKind;
  text: string;
  /** Comparable form: digits of a phone or NMLS number, lower case otherwise. */
  key: string;
}

function factsIn(text: string): Found[] {
  return PATTERNS.flatMap(([kind, pattern]) =>
    [...text.matchAll(pattern)].map((match) => {
      const value = match[1] ?? match[0];
      const key = kind === 'phone' ? value.replace(/\D/g, '').slice(-10) : kind === 'NMLS number' ? value : value.toLowerCase();
      return { kind, text: match[0], key };
    }),
  );
}

interface LenderFacts {
  org: string;
  own: Record<FactKind, string | undefined>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function factsOf(lender: LenderDocument): LenderFacts {
  const at = (pointer: string) => text(valueAtPointer(lender.data, pointer));
  return {
    org: text(lender.data.orgCode) ?? lender.folder,
    own: {
      email: at('/company/supportEmail')?.toLowerCase(),
      phone: at('/company/supportPhoneNumber/number'),
      'NMLS number': at('/company/nmlsNumber'),
      'street address': at('/company/companyAddress/street1')?.toLowerCase(),
    },
  };
}

const owner = (found: Found, lenders: readonly LenderFacts[]) => lenders.find((lender) => lender.own[found.kind] === found.key);

/**
 * A lender's copy override that writes out an email, phone, NMLS number or street address: the
 * lender's own (say it once, in the data) or, worse, another one.
 */
function overrideErrors(file: ConfigFile, lender: LenderFacts, all: readonly LenderFacts[]): ConfigError[] {
  if (!isRecord(file.data)) return [];
  return copyLeaves(file.data).flatMap(({ segments, value }) =>
    typeof value !== 'string'
      ? []
      : factsIn(value).map((found) => {
          const own = lender.own[found.kind];
          const where = FACT_PATHS[found.kind];
          if (own === found.key)
            return configError(
              file.file,
              toPointer(segments),
              `writes out the lender's ${found.kind} (${found.text}): copy takes it from ${where}`,
            );
          const other = owner(found, all);
          const whose = other ? `${other.org}'s` : 'not the lender’s';
          return configError(
            file.file,
            toPointer(segments),
            `writes ${withArticle(found.kind)} (${found.text}) that is ${whose}: ${lender.org}'s is ${where}`,
          );
        }),
  );
}

/** Base copy, which every lender shows, naming one lender's email, phone, NMLS number or street. */
function baseCopyErrors(file: ConfigFile, all: readonly LenderFacts[]): ConfigError[] {
  if (!isRecord(file.data)) return [];
  return copyLeaves(file.data).flatMap(({ segments, value }) =>
    typeof value !== 'string'
      ? []
      : factsIn(value).flatMap((found) => {
          const other = owner(found, all);
          if (!other) return [];
          const message = `writes ${other.org}'s ${found.kind} (${found.text}), which every lender would show: copy takes it from ${FACT_PATHS[found.kind]}`;
          return [configError(file.file, toPointer(segments), message)];
        }),
  );
}

/** Data that disagrees with itself: an NMLS page for another number, an attention line that is an address of its own. */
function dataErrors(lender: LenderDocument): ConfigError[] {
  const errors: ConfigError[] = [];
  const nmls = text(valueAtPointer(lender.data, '/company/nmlsNumber'));
  const url = text(valueAtPointer(lender.data, '/company/nmlsUrl'));
  const numbersInUrl: string[] = url?.match(/\d{4,10}/g) ?? [];
  if (nmls && numbersInUrl.length > 0 && !numbersInUrl.includes(nmls)) {
    errors.push(
      configError(
        lender.file,
        '/company/nmlsUrl',
        `is the page of NMLS number ${numbersInUrl.join(', ')}, but company.nmlsNumber is ${nmls}`,
      ),
    );
  }
  const attention = text(valueAtPointer(lender.data, '/company/rescission/attentionLine'));
  for (const found of attention ? factsIn(attention) : []) {
    const message = `holds ${withArticle(found.kind)} (${found.text}): a cancellation goes to the lender's own (${FACT_PATHS[found.kind]}); this line names only who takes it there`;
    errors.push(configError(lender.file, '/company/rescission/attentionLine', message));
  }
  return errors;
}

/** Copy that writes a lender's contact facts out, and lender data that disagrees with itself. */
export function lenderFactChecks(tree: ConfigTree, lenders: readonly LenderDocument[]): ConfigError[] {
  const all = lenders.map(factsOf);
  const byOrg = new Map(all.map((facts) => [facts.org, facts]));
  const overrides = tree.lenderCopy.flatMap((file) => {
    const lender = byOrg.get(copyFileParts(file.file).org ?? '');
    // An override for no lender is reported by the copy checks.
    return lender ? overrideErrors(file, lender, all) : [];
  });
  return [...lenders.flatMap(dataErrors), ...overrides, ...tree.copy.flatMap((file) => baseCopyErrors(file, all))];
}
