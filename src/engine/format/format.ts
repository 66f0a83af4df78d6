/** Formatting helpers shared by the UI and the sandbox server. */

export const FORMAT_MONEY_ERROR =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/** US dollars, zero decimals by default. */
export function formatMoney(v: number, precision = 0): string {
  if (typeof v !== 'number' || Number.isNaN(v) || typeof precision !== 'number' || Number.isNaN(precision) || precision < 0) {
    throw new Error(FORMAT_MONEY_ERROR);
  }
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(v);
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

/** 24-hour 'HH:mm' as '6:00 AM'. */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}
