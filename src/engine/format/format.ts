/** Formatting helpers shared by the UI and the sandbox server. */

export const FORMAT_MONEY_ERROR =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/**
 * US dollars, zero decimals by default, exactly as Intl's en-US currency format writes them
 * ('-$1,234.50'). Written out rather than through Intl: a page's first Intl formatter loads ICU's
 * locale data, which held a phone's main thread for about 70 ms (4× CPU) on every page with the
 * offer panel.
 */
export function formatMoney(v: number, precision = 0): string {
  if (typeof v !== 'number' || Number.isNaN(v) || typeof precision !== 'number' || Number.isNaN(precision) || precision < 0) {
    throw new Error(FORMAT_MONEY_ERROR);
  }
  return writtenEnUs(v, { style: 'currency', currency: 'USD', minimumFractionDigits: precision, maximumFractionDigits: precision });
}

/** A number with thousands separators and at most `maxDecimals` decimals, as Intl's en-US writes it ('1,234.5'), without Intl (formatMoney says why). */
export function formatGrouped(v: number, maxDecimals: number): string {
  return writtenEnUs(v, { maximumFractionDigits: maxDecimals });
}

/**
 * What `new Intl.NumberFormat('en-US', options).format(v)` writes, for a decimal or US-dollar
 * format, without Intl where the digits can be written out (finite, below 1e21).
 */
function writtenEnUs(
  v: number,
  options: { style?: 'currency'; currency?: 'USD'; minimumFractionDigits?: number; maximumFractionDigits: number },
): string {
  const magnitude = Math.abs(v);
  if (!(magnitude < 1e21)) return new Intl.NumberFormat('en-US', options).format(v);
  const [whole, rounded] = roundHalfExpand(magnitude, options.maximumFractionDigits);
  const fraction =
    rounded.slice(0, options.minimumFractionDigits ?? 0) + rounded.slice(options.minimumFractionDigits ?? 0).replace(/0+$/, '');
  const sign = v < 0 || Object.is(v, -0) ? '-' : '';
  return `${sign}${options.style ? '$' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A magnitude below 1e21 rounded to `precision` decimals as ICU rounds it: the shortest decimal
 * that reads back as the same number (JavaScript's String), half away from zero, so 1.005 is 1.01
 * where toFixed, working from the binary value, gives 1.00. Returns the whole and the fraction digits.
 */
function roundHalfExpand(magnitude: number, precision: number): [string, string] {
  const places = Math.trunc(precision);
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  let digits = int + frac;
  let point = int.length + Number(exponent);
  if (point < 0) [digits, point] = ['0'.repeat(-point) + digits, 0];
  const keep = point + places;
  let kept = digits.slice(0, keep).padEnd(keep, '0');
  if ((digits[keep] ?? '0') >= '5') kept = (BigInt(kept || '0') + 1n).toString().padStart(keep, '0');
  const wholeLength = kept.length - places;
  return [kept.slice(0, wholeLength).replace(/^0+(?=\d)/, '') || '0', kept.slice(wholeLength)];
}

/** A percentage given in percent units: formatPercent(7.6, 2) is '7.60%'. */
export function formatPercent(percent: number, decimals = 1): string {
  return `${percent.toFixed(decimals)}%`;
}

/** Ten US digits as (AAA) BBB-CCCC; anything else is returned unchanged. */
export function formatUsPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/**
 * 24-hour 'HH:mm' as '6:00 AM'; in another language as it writes clock times (es-US: '6:00 a.m.').
 * English keeps the spec's plain space before AM/PM, where Intl puts a narrow no-break space.
 */
export function formatClockTime(time: string, locale = 'en-US'): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  if (!locale.startsWith('en')) {
    const at = Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]));
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
  }
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

const oneDecimal = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** The spec's file size format: bytes below 1,000, then KB, then MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1000 * 1000) return `${oneDecimal(bytes / 1000)} KB`;
  return `${oneDecimal(bytes / (1000 * 1000))} MB`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export const FORMAT_RELATIVE_TIME_ERROR = 'Invalid input: formatRelativeTime requires valid dates.';

/**
 * How long ago `then` was (spec 001 Formats): minutes, hours, days, weeks; from four weeks on, the
 * month and day. A moment in the future (a clock a little ahead) reads as just now. In English the
 * spec's words; in another language (`locale`, an Intl tag such as 'es-US') Intl's own.
 */
export function formatRelativeTime(
  then: Date | string | number,
  { now = Date.now(), locale = 'en-US' }: { now?: Date | number; locale?: string } = {},
): string {
  const at = new Date(then).getTime();
  const reference = new Date(now).getTime();
  if (Number.isNaN(at) || Number.isNaN(reference)) throw new Error(FORMAT_RELATIVE_TIME_ERROR);
  const elapsed = Math.max(0, reference - at);
  const english = locale.toLowerCase().startsWith('en');
  const ago = (n: number, unit: 'minute' | 'hour' | 'day' | 'week') =>
    english ? plural(n, unit) : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-n, unit);
  if (elapsed < MINUTE) return english ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return ago(Math.floor(elapsed / WEEK), 'week');
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(at);
}
