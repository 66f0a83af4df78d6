// Compliance's approvals of disclosure words, as records (issue 37). Beside each namespace file of copy,
// copy/<locale>/approvals/<namespace>.json (and copy/lenders/<ORG>/<locale>/approvals/ for a lender's
// own words) holds per key who approved which words and when: the reviewer's name and role, the date,
// and the words' fingerprint, so an approval holds only for the words approved. The sample lenders'
// words are approved by a sample reviewer, marked `sample`: the sandbox and tests accept them, a
// lender's production build (`npm run build:deployment`) does not. Node only: read by the validator,
// the approvals command and the build.
import { createHash } from 'node:crypto';
import { APPROVALS_FOLDER, type ConfigFile, type ConfigTree } from './load-config.ts';

export const BASE_LOCALE = 'en';
const DISCLOSURES_FILE = 'flows/disclosures.json';

export interface Approval {
  /** `sha256:` and the hex digest of the words approved, exactly as the copy file holds them. */
  fingerprint: string;
  approvedBy: { name: string; role: string };
  /** The day of the approval, YYYY-MM-DD. */
  approvedAt: string;
  /** A sample reviewer's approval of a sample lender's words: never in a lender's production build. */
  sample?: boolean;
  /** Who last changed the words, as the approval recorded it (git says it where the tree is a checkout). */
  changedBy?: string;
}

/** One disclosure's words in one copy file, with the lenders whose borrowers read them there. */
export interface DisclosureWords {
  /** The copy file the words are in (a lender's own file where it overrides them). */
  file: string;
  /** Dotted key path in that namespace file. */
  key: string;
  namespace: string;
  locale: string;
  /** The disclosure's type in flows/disclosures.json. */
  type: string;
  words: string;
  fingerprint: string;
  approvalsFile: string;
  approval: Approval | undefined;
  /** The lenders offering the locale whose borrowers read these words. */
  orgs: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const fingerprintOf = (words: string): string => `sha256:${createHash('sha256').update(words, 'utf8').digest('hex')}`;

/** `copy/es/heloc-terms.json` → `copy/es/approvals/heloc-terms.json`. */
export const approvalsFileOf = (copyFile: string): string => copyFile.replace(/\/([^/]+\.json)$/, `/${APPROVALS_FOLDER}/$1`);

/** 'namespace:key.path' prefixes of every disclosure's words, with the disclosure's type. */
export function disclosureCopy(tree: ConfigTree): Array<{ type: string; namespace: string; path: string }> {
  const registry = tree.flows.find((f) => f.file === DISCLOSURES_FILE)?.data;
  const disclosures = isRecord(registry) && isRecord(registry.disclosures) ? registry.disclosures : {};
  return Object.entries(disclosures).flatMap(([type, entry]) =>
    (isRecord(entry) && Array.isArray(entry.copy) ? (entry.copy as unknown[]) : []).flatMap((key) =>
      typeof key === 'string' && key.includes(':')
        ? [{ type, namespace: key.slice(0, key.indexOf(':')), path: key.slice(key.indexOf(':') + 1) }]
        : [],
    ),
  );
}

export const under = (key: string, path: string): boolean => key === path || key.startsWith(`${path}.`);

/** Every string leaf of a namespace file by dotted key; file metadata and notes (`_review`) are not words. */
function stringLeaves(node: unknown, prefix: string[] = []): Array<[string, string]> {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]): Array<[string, string]> => {
    if (prefix.length === 0 && (key.startsWith('$') || key === 'schemaVersion' || key.startsWith('_'))) return [];
    if (typeof value === 'string') return [[[...prefix, key].join('.'), value]];
    return stringLeaves(value, [...prefix, key]);
  });
}

/** The approvals files by path, their keys' records. */
export function approvalRecords(tree: ConfigTree): Map<string, Record<string, Approval>> {
  return new Map(
    tree.approvals.flatMap((file) =>
      isRecord(file.data) && isRecord(file.data.keys) ? [[file.file, file.data.keys as Record<string, Approval>] as const] : [],
    ),
  );
}

/** The locales a lender offers: English always (Reg Z 1026.27 lets no lender drop it), then its `locales`. */
function offeredLocales(lender: ConfigFile): string[] {
  const listed = isRecord(lender.data) && Array.isArray(lender.data.locales) ? (lender.data.locales as unknown[]) : [];
  return [...new Set([BASE_LOCALE, ...listed.filter((l): l is string => typeof l === 'string')])];
}

/**
 * Every disclosure's words as the lenders' borrowers read them, in every language a lender offers,
 * once per copy file and key, with the approval recorded for them (if any).
 */
export function disclosureWords(tree: ConfigTree): DisclosureWords[] {
  const prefixes = disclosureCopy(tree);
  const byFile = new Map([...tree.copy, ...tree.lenderCopy].map((file) => [file.file, file]));
  const records = approvalRecords(tree);
  const found = new Map<string, DisclosureWords>();
  for (const lender of tree.lenders) {
    const org = isRecord(lender.data) && typeof lender.data.orgCode === 'string' ? lender.data.orgCode : undefined;
    if (!org) continue;
    for (const locale of offeredLocales(lender)) {
      for (const namespace of new Set(prefixes.map((p) => p.namespace))) {
        const baseFile = `copy/${locale}/${namespace}.json`;
        const ownFile = `copy/lenders/${org}/${locale}/${namespace}.json`;
        const base = stringLeaves(byFile.get(baseFile)?.data);
        const own = new Map(stringLeaves(byFile.get(ownFile)?.data));
        for (const [key, baseWords] of base) {
          const disclosure = prefixes.find((p) => p.namespace === namespace && under(key, p.path));
          if (!disclosure) continue;
          const file = own.has(key) ? ownFile : baseFile;
          const words = own.get(key) ?? baseWords;
          const id = `${file}#${key}`;
          const entry = found.get(id);
          if (entry) {
            entry.orgs.push(org);
            continue;
          }
          const approvalsFile = approvalsFileOf(file);
          found.set(id, {
            file,
            key,
            namespace,
            locale,
            type: disclosure.type,
            words,
            fingerprint: fingerprintOf(words),
            approvalsFile,
            approval: records.get(approvalsFile)?.[key],
            orgs: [org],
          });
        }
      }
    }
  }
  return [...found.values()];
}

/** Words whose approval is missing or was given to other words. */
export const awaitingApproval = (words: DisclosureWords): boolean => words.approval?.fingerprint !== words.fingerprint;

/** Sample approvals of words a lender's borrowers read, by lender and language: what a production build refuses. */
export function sampleApprovals(tree: ConfigTree): Array<{ org: string; locale: string; keys: string[] }> {
  const byLender = new Map<string, { org: string; locale: string; keys: string[] }>();
  for (const words of disclosureWords(tree)) {
    if (!words.approval?.sample) continue;
    for (const org of words.orgs) {
      const id = `${org} ${words.locale}`;
      const entry = byLender.get(id) ?? { org, locale: words.locale, keys: [] };
      entry.keys.push(`${words.namespace}:${words.key}`);
      byLender.set(id, entry);
    }
  }
  return [...byLender.values()].sort((a, b) => a.org.localeCompare(b.org) || a.locale.localeCompare(b.locale));
}
