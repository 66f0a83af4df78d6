// The application a bank link left from, kept while the borrower is on their bank's website (an
// OAuth bank) and read by plaid-oauth-success when they come back. sessionStorage: the bank sends
// them back in the same tab, and another tab's link must not be finished here.
const KEY = 'heloc_uuid';
/** Where the sandbox's OAuth bank sends the borrower back to (spec 000 §2, 001 §2). */
export const OAUTH_RETURN_PATH = 'plaid-oauth-success';

export const rememberLinkingApplication = (uuid: string) => sessionStorage.setItem(KEY, uuid);

/** The stored application id, read once: a second visit to the return page finishes nothing. */
export function takeLinkingApplication(): string | null {
  const uuid = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return uuid;
}
