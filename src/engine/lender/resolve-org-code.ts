import type { LenderIndex } from './lender-package';

export interface OrgCodeSources {
  /** The org query parameter. */
  query?: string | null;
  /** The org this browser tab resolved earlier, so client-side navigation (which drops the query) keeps the lender. */
  remembered?: string | null;
  hostname: string;
}

/**
 * Picks the lender for a visit: the org query parameter, then the one remembered for this tab, then the
 * host name map, then the default lender. Unknown org codes are ignored, so they end at the default.
 */
export function resolveOrgCode(index: LenderIndex, { query, remembered, hostname }: OrgCodeSources): string {
  for (const candidate of [query, remembered]) {
    const code = candidate?.trim().toUpperCase();
    if (code && index.orgCodes.includes(code)) return code;
  }
  return index.hosts[hostname.toLowerCase()] ?? index.defaultOrgCode;
}
