// The build's guard that no browser package carries a sandbox lead record (a person's name, home
// address, and the ids that unlock the look-ups), whichever field or copy text it would arrive in.
import type { LenderPackage } from '../engine/lender/lender-package.ts';
import type { SandboxLeads } from './lender-packages.ts';

/** lender.json fields that hold lead records; no package has a field of these names. */
const LEAD_FIELDS: ReadonlySet<string> = new Set(['sandboxLeads', 'sampleReferrals']);
/** Shorter strings would match ordinary words; every id and email is longer. */
const MIN_MARKER_LENGTH = 6;

/** What gives each record away: offer codes, prepopulation and referral ids, and the people's emails (lower case). */
export function leadMarkers(leads: Iterable<SandboxLeads>): string[] {
  const markers: string[] = [];
  for (const { offerCodes = [], prepopulations = [], referrals = [] } of leads) {
    markers.push(...offerCodes.map((offer) => offer.offerCode));
    markers.push(...prepopulations.flatMap((record) => [record.id, record.email]));
    markers.push(...referrals.flatMap((referral) => [referral.uuid, referral.email]));
  }
  return markers.map((marker) => marker.toLowerCase()).filter((marker) => marker.length >= MIN_MARKER_LENGTH);
}

/** Throws, naming the lender and the field, when its package would carry a lead record or a lead field. */
export function assertNoLeadRecords(orgCode: string, pkg: LenderPackage, markers: readonly string[]): void {
  const refuse = (field: string) => {
    throw new Error(
      `${orgCode}: the browser package would carry a sandbox lead record in ${field}. ` +
        'Lead records (lender.json sandboxLeads and referrals.sampleReferrals) stay on the sandbox server.',
    );
  };
  const visit = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      const text = value.toLowerCase();
      if (markers.some((marker) => text.includes(marker))) refuse(field);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${field}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = field ? `${field}.${key}` : key;
        if (LEAD_FIELDS.has(key)) refuse(at);
        visit(item, at);
      }
    }
  };
  visit(pkg, '');
}
