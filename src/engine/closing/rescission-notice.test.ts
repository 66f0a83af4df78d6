import { describe, expect, it } from 'vitest';
import { provisionalRescission, rescissionNoticeValues } from './rescission-notice';

const CONTACT = {
  companyName: 'Northstar Home Credit',
  companyAddress: { street1: '1200 Polaris Way', street2: 'Suite 410', city: 'Alder Point', state: 'CA', zip: '94960' },
  supportPhoneNumber: { number: '8005550143' },
  supportEmail: 'help@northstar.example',
  rescission: { attentionLine: 'Attn: Right to Cancel' },
};

describe('the notice of the right to cancel', () => {
  it("states the deadline, moments and earliest funding in the home's time zone, named", () => {
    const values = rescissionNoticeValues(
      {
        signedOn: '2026-11-24',
        lastDay: '2026-11-28',
        endsAt: '2026-11-29T08:00:00.000Z',
        accountOpenedAt: '2026-11-24T18:00:00.000Z',
        noticeDeliveredAt: '2026-11-24T18:00:00.000Z',
        materialDisclosuresDeliveredAt: '2026-11-24T18:00:00.000Z',
      },
      CONTACT,
      'America/Los_Angeles',
    );
    expect(values.deadline).toBe('Saturday, November 28, 2026 at 11:59 PM Pacific Time');
    expect(values.earliestFunding).toBe('Sunday, November 29, 2026');
    expect(values.accountOpenedAt).toBe('Tuesday, November 24, 2026 at 10:00 AM Pacific Time');
    // The lender's own address, routed inside by the attention line, and its own phone and email.
    expect(values.address).toBe('Northstar Home Credit, Attn: Right to Cancel, 1200 Polaris Way, Suite 410, Alder Point, CA 94960');
    expect(values.phone).toBe('(800) 555-0143');
    expect(values.email).toBe('help@northstar.example');
  });

  it('counts a signing now for the notice shown before signing', () => {
    // Tuesday morning before Thanksgiving in New York: Wednesday, (Thursday), Friday, Saturday.
    expect(provisionalRescission(Date.parse('2026-11-24T15:00:00Z'), 'America/New_York')).toEqual({
      signedOn: '2026-11-24',
      lastDay: '2026-11-28',
      endsAt: '2026-11-29T05:00:00.000Z',
    });
  });
});
