import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

const EVENT = {
  uid: 'notary-3f2a@heloc.example',
  stamp: Date.parse('2026-11-24T17:05:09.123Z'),
  start: Date.parse('2026-11-25T20:00:00Z'),
  end: Date.parse('2026-11-25T21:00:00Z'),
  summary: 'Notary visit: sign your deed',
  description: 'Your notary: Jordan Reyes\n(800) 555-0163, jordan.reyes@notary.example',
  location: '42 Cactus Road, Phoenix, AZ 85004',
};

/** The file's lines after unfolding (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the .ics file', () => {
  it('holds one event with its times in UTC and its text escaped', () => {
    const ics = buildIcs(EVENT);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfolded(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//heloc-white-label//calendar//EN');
    expect(lines).toContain('UID:notary-3f2a@heloc.example');
    expect(lines).toContain('DTSTAMP:20261124T170509Z');
    expect(lines).toContain('DTSTART:20261125T200000Z');
    expect(lines).toContain('DTEND:20261125T210000Z');
    expect(lines).toContain('SUMMARY:Notary visit: sign your deed');
    expect(lines).toContain('DESCRIPTION:Your notary: Jordan Reyes\\n(800) 555-0163\\, jordan.reyes@notary.example');
    expect(lines).toContain('LOCATION:42 Cactus Road\\, Phoenix\\, AZ 85004');
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('leaves out a location it was not given', () => {
    expect(buildIcs({ ...EVENT, location: undefined })).not.toContain('LOCATION');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
        for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      }),
    );
  });
});
