// Whole dollars as they are typed: '$' and thousands separators shown, the caret kept beside the
// same digit, the number kept apart for sending.

/** More digits than any draw needs, few enough to stay an exact number. */
const MAX_DIGITS = 12;

export interface MoneyInput {
  /** What the field shows: '$60,000', or '' with no digits. */
  display: string;
  /** Whole dollars, or null with no digits. */
  value: number | null;
  /** Where the caret goes in `display`. */
  caret: number;
}

const grouped = (digits: string) => `$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The place in `display` just after its `count`-th digit (just after '$' for none). */
function caretAfterDigits(display: string, count: number): number {
  if (display === '') return 0;
  let seen = 0;
  for (let i = 1; i < display.length; i += 1) {
    if (seen === count) return i;
    if (/\d/.test(display[i]!)) seen += 1;
  }
  return display.length;
}

/**
 * Reformats `raw` with the caret at `caret`. `previous` is what the field showed before: when the
 * edit removed only a separator (Backspace over a comma), the digit before it goes instead, as the
 * person meant.
 */
export function formatMoneyInput(raw: string, caret: number, previous = ''): MoneyInput {
  let typed = raw;
  let at = Math.max(0, Math.min(caret, raw.length));
  const removedOnlySeparator = raw.length === previous.length - 1 && digitCount(raw) === digitCount(previous) && digitCount(raw) > 0;
  if (removedOnlySeparator) {
    const before = typed.slice(0, at).replace(/\d(?=\D*$)/, '');
    if (before.length < at) {
      typed = before + typed.slice(at);
      at = before.length;
    }
  }
  const all = typed.replace(/\D/g, '');
  // Leading zeros go, but a lone zero stays what was typed.
  const leadingZeros = Math.min(all.length - all.replace(/^0+/, '').length, Math.max(0, all.length - 1));
  const digits = all.slice(leadingZeros, leadingZeros + MAX_DIGITS);
  if (digits === '') return { display: '', value: null, caret: 0 };
  const display = grouped(digits);
  const before = Math.min(digits.length, Math.max(0, digitCount(typed.slice(0, at)) - leadingZeros));
  return { display, value: Number(digits), caret: caretAfterDigits(display, before) };
}

/** A number as the field shows it. */
export const moneyInputText = (value: number) => formatMoneyInput(String(Math.trunc(value)), 0).display;
