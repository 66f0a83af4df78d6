import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import tableFile from '../../../flows/state-time-zones.json';
import type { StateTimeZones } from '../types/state-time-zones';
import { dayIn, formatTimeIn, homeTimeZone, instantIn, startOfDayIn, timeZoneName } from './time-zones';

const table = tableFile as StateTimeZones;

describe('the home time zone', () => {
  it('comes from the property state, whatever its case', () => {
    expect(homeTimeZone(table, 'AZ')).toEqual({ timeZone: 'America/Phoenix', stateName: 'Arizona' });
    expect(homeTimeZone(table, ' ma ')).toEqual({ timeZone: 'America/New_York', stateName: 'Massachusetts' });
  });

  it('falls back to the table default for a state it does not know', () => {
    expect(homeTimeZone(table, 'ZZ')).toEqual({ timeZone: table.fallbackTimeZone });
    expect(homeTimeZone(table, undefined)).toEqual({ timeZone: table.fallbackTimeZone });
  });

  it('names only zones Intl knows, for every state and DC', () => {
    const states = Object.values(table.states);
    expect(states.length).toBeGreaterThanOrEqual(51);
    for (const { timeZone } of [...states, { timeZone: table.fallbackTimeZone }]) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone })).not.toThrow();
    }
  });
});

describe('instants in a time zone', () => {
  it('places a wall-clock time, Arizona keeping standard time all year', () => {
    expect(new Date(instantIn('2026-11-25', '13:00', 'America/Phoenix')).toISOString()).toBe('2026-11-25T20:00:00.000Z');
    expect(new Date(instantIn('2026-07-01', '13:00', 'America/Phoenix')).toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(new Date(instantIn('2026-07-01', '13:00', 'America/Denver')).toISOString()).toBe('2026-07-01T19:00:00.000Z');
  });

  it('finds midnight across a change of daylight saving time', () => {
    expect(new Date(startOfDayIn('2026-03-09', 'America/Los_Angeles')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(new Date(startOfDayIn('2026-11-02', 'America/Los_Angeles')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('round-trips a working-hours time on any day in any table zone', () => {
    const zones = [...new Set(Object.values(table.states).map((s) => s.timeZone))];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 0, 1) / 86_400_000 }),
        fc.integer({ min: 6, max: 20 }),
        fc.constantFrom(...zones),
        (days, hour, timeZone) => {
          const day = new Date(days * 86_400_000).toISOString().slice(0, 10);
          const instant = instantIn(day, `${String(hour).padStart(2, '0')}:00`, timeZone);
          expect(dayIn(instant, timeZone)).toBe(day);
          const shown = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(instant);
          expect(Number(shown)).toBe(hour);
        },
      ),
    );
  });

  it('names the zone as people say it, with its short name beside a time', () => {
    const afternoon = instantIn('2026-11-25', '13:00', 'America/Phoenix');
    expect(timeZoneName('America/Phoenix', afternoon)).toBe('Mountain Standard Time');
    expect(timeZoneName('America/Los_Angeles', afternoon)).toBe('Pacific Time');
    expect(formatTimeIn(afternoon, 'America/Phoenix')).toBe('1:00 PM MST');
    expect(formatTimeIn(instantIn('2026-11-25', '09:00', 'America/New_York'), 'America/New_York')).toBe('9:00 AM ET');
  });
});
