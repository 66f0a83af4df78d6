// The per-application record of every disclosure and consent a borrower was shown or gave: type,
// version and time (the 'keep a record' half of Reg Z 1026.40, E-SIGN 7001(c), FCRA and Reg B).
// Disclosures live in the application document's `disclosuresShown`; consents in its `consents`.
import { disclosureVersion } from '../engine/disclosures/registry';
import { HttpError } from './auth/authenticate';
import type { StoredApplication } from './applications';

export interface DisclosureShown {
  type: string;
  version: string;
  shownAt: string;
  /** Set when a co-owner was shown it, in the signer area: their email. Otherwise the borrower was. */
  coOwnerEmail?: string;
}

export const disclosuresShown = (application: StoredApplication): DisclosureShown[] =>
  (application.document.disclosuresShown as DisclosureShown[] | undefined) ?? [];

/**
 * Records that a version of a disclosure was shown to the borrower, or to the co-owner whose email
 * is given: the version the page showed, which is the current one unless the page was loaded
 * before a copy change. The first showing of each version to each person counts, so reloading a
 * page does not grow the record. Answers whether the document changed.
 */
export function recordDisclosure(
  application: StoredApplication,
  shown: { type: string; version: string },
  at: number,
  coOwnerEmail?: string,
): boolean {
  if (!disclosureVersion(shown.type)) throw new HttpError(400, `Unknown disclosure type ${shown.type}`);
  const record = disclosuresShown(application);
  if (record.some((entry) => entry.type === shown.type && entry.version === shown.version && entry.coOwnerEmail === coOwnerEmail)) {
    return false;
  }
  const entry = { type: shown.type, version: shown.version, shownAt: new Date(at).toISOString() };
  application.document.disclosuresShown = [...record, coOwnerEmail ? { ...entry, coOwnerEmail } : entry];
  return true;
}
