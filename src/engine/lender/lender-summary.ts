// What the preview area lists a lender by before it downloads the lender's package: its name, the
// states it takes applications in and its feature toggles, so compliance can filter sixty lenders
// and load only the ones in view.
import type { LenderConfig } from './lender-package';

export interface LenderSummary {
  orgCode: string;
  companyName: string;
  /** States where registration may proceed (`states.supported`). */
  states: string[];
  /** Each toggle that is on, as the config names it: 'wholesale', 'minimumAge 62', 'newYork newYorkEntity'. */
  features: string[];
}

/** A toggle that is on, by name; a value by name and value; an object by its `role` when it has one. */
function featureLabel(key: string, value: unknown): string | undefined {
  if (value === false || value === undefined || value === null) return undefined;
  if (value === true) return key;
  if (typeof value !== 'object') return `${key} ${String(value)}`;
  const role = (value as { role?: unknown }).role;
  return typeof role === 'string' ? `${key} ${role}` : key;
}

export function summarizeLender(lender: Pick<LenderConfig, 'orgCode' | 'company' | 'states' | 'features'>): LenderSummary {
  return {
    orgCode: lender.orgCode,
    companyName: lender.company.companyName,
    states: [...lender.states.supported].sort(),
    features: Object.entries(lender.features)
      .flatMap(([key, value]) => featureLabel(key, value) ?? [])
      .sort(),
  };
}

export interface LenderFilter {
  orgCode?: string;
  state?: string;
  feature?: string;
}

export const matchesFilter = (summary: LenderSummary, filter: LenderFilter): boolean =>
  (!filter.orgCode || summary.orgCode === filter.orgCode) &&
  (!filter.state || summary.states.includes(filter.state)) &&
  (!filter.feature || summary.features.includes(filter.feature));
