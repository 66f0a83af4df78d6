import type { LenderConfig } from './lender-package';

export type ApplicationGate = 'open' | 'wholesale' | 'loanOfficer';

/**
 * Whether the root and register pages take applications: wholesale channels never do, and
 * loan-officer-required lenders only when a referrer query parameter is present.
 */
export function applicationGate(lender: LenderConfig, query: { referrer?: string | null }): ApplicationGate {
  if (lender.features.wholesale) return 'wholesale';
  if (lender.features.loanOfficerRequired && !query.referrer?.trim()) return 'loanOfficer';
  return 'open';
}
