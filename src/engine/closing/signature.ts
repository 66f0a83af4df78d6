// The typed signature: the borrower's legal name, compared without regard to case or spacing.

export interface LegalName {
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Lower case, trimmed, single spaces: '  ada   LOVELACE ' is 'ada lovelace'. */
export const normalizeName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The legal name as the borrower is asked to type it: first and last name. */
export const legalNameText = (name: LegalName | undefined) => [name?.firstName, name?.lastName].filter(Boolean).join(' ');

/** Whether the typed signature is the legal name. An empty legal name matches nothing. */
export function signatureMatches(typed: string, name: LegalName | undefined): boolean {
  const expected = normalizeName(legalNameText(name));
  return expected !== '' && normalizeName(typed) === expected;
}
