// One event as an iCalendar file (RFC 5545), for 'Add to calendar': times in UTC so every calendar
// places them right whatever its own zone, text escaped, long lines folded.

export interface CalendarEvent {
  /** Globally unique and stable: a calendar that imports the event again updates it rather than adding it twice. */
  uid: string;
  /** When the file was made (epoch ms). */
  stamp: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  location?: string;
}

const MAX_LINE_OCTETS = 75;
/** Names the software that made the file (3.7.3), not a lender. */
const PRODUCT_ID = '-//heloc-white-label//calendar//EN';
const encoder = new TextEncoder();

/** 20261125T200000Z */
const utcDateTime = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** TEXT values (3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');

/** Folds a content line at 75 octets (3.1), never inside a character; each continuation starts with a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines spend one octet on their leading space.
    if (octets + size > MAX_LINE_OCTETS - (lines.length ? 1 : 0)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
