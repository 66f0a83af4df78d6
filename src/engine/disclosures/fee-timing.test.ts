import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, isBusinessDay, nextDay } from '../calendar/business-days';
import { dayIn } from '../calendar/time-zones';
import { disclosuresReceivedAt, nonrefundableFeesFrom, nonrefundableFeeDay, nonrefundableFeeTiming } from './fee-timing';

/** Any calendar day from 2000 to 2099. */
const calendarDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const daysAfter = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = nextDay(from); day <= to; day = nextDay(day)) days.push(day);
  return days;
};
const bothShown = (at: string) => [
  { type: 'HELOC_EARLY_DISCLOSURE', shownAt: at },
  { type: 'CFPB_HELOC_BOOKLET', shownAt: at },
];

describe('the nonrefundable fee wait (Reg Z 1026.40(h))', () => {
  it('counts weekdays only, skipping holidays and their observed days', () => {
    // Received Monday 2026-11-23: Tuesday 24, Wednesday 25, (Thanksgiving 26), Friday 27.
    expect(nonrefundableFeeDay('2026-11-23')).toBe('2026-11-27');
    // Received Friday 2026-11-20: (weekend), Monday 23, Tuesday 24, Wednesday 25.
    expect(nonrefundableFeeDay('2026-11-20')).toBe('2026-11-25');
    // Unlike the right to cancel, an observed holiday is no business day: Friday 2026-07-03 does not count.
    expect(nonrefundableFeeDay('2026-07-01')).toBe('2026-07-07');
    // Received on a Saturday: Monday, Tuesday, Wednesday.
    expect(nonrefundableFeeDay('2026-11-28')).toBe('2026-12-02');
  });

  it('always lands on a business day after exactly three business days', () => {
    fc.assert(
      fc.property(calendarDay, (receivedOn) => {
        const permittedOn = nonrefundableFeeDay(receivedOn);
        expect(permittedOn > receivedOn).toBe(true);
        expect(isBusinessDay(permittedOn)).toBe(true);
        const between = daysAfter(receivedOn, permittedOn);
        expect(between.filter(isBusinessDay)).toHaveLength(3);
        // Weekends and at most a holiday stretch it: never past ten calendar days.
        expect(between.length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('never comes earlier for a later receipt', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(nonrefundableFeeDay(early) <= nonrefundableFeeDay(late)).toBe(true);
      }),
    );
  });

  it("counts the days of the home's time zone and opens at that day's midnight there", () => {
    // 2026-11-21 03:00 UTC is still Friday the 20th in California.
    const receivedAt = Date.UTC(2026, 10, 21, 3);
    const timing = nonrefundableFeeTiming(receivedAt, 'America/Los_Angeles');
    expect(timing).toMatchObject({ receivedOn: '2026-11-20', permittedOn: '2026-11-25' });
    expect(new Date(timing.permittedFrom).toISOString()).toBe('2026-11-25T08:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (at) => {
        const { permittedOn, permittedFrom } = nonrefundableFeeTiming(at, 'America/New_York');
        expect(dayIn(permittedFrom, 'America/New_York')).toBe(permittedOn);
        expect(dayIn(permittedFrom - 1, 'America/New_York') < permittedOn).toBe(true);
        expect(permittedFrom - at).toBeGreaterThan(DAY_MS);
      }),
    );
  });

  it('starts the wait when both the disclosure and the booklet were shown, from their first showings', () => {
    expect(disclosuresReceivedAt([{ type: 'HELOC_EARLY_DISCLOSURE', shownAt: '2026-11-20T18:00:00Z' }])).toBeUndefined();
    expect(
      disclosuresReceivedAt([
        { type: 'HELOC_EARLY_DISCLOSURE', shownAt: '2026-11-20T18:00:00Z' },
        { type: 'CFPB_HELOC_BOOKLET', shownAt: '2026-11-23T18:00:00Z' },
        { type: 'HELOC_EARLY_DISCLOSURE', shownAt: '2026-11-24T18:00:00Z' },
      ]),
    ).toBe(Date.parse('2026-11-23T18:00:00Z'));
  });

  it('opens the fee wait at the start of the day, and never without both disclosures', () => {
    const zone = 'America/Los_Angeles';
    expect(nonrefundableFeesFrom([], zone)).toBeUndefined();
    expect(nonrefundableFeesFrom(bothShown('2026-11-23T18:00:00Z'), zone)).toBe(Date.parse('2026-11-27T08:00:00Z'));
  });
});
