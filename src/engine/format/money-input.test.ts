import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, moneyInputText } from './money-input';

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('money typed into a field', () => {
  it('shows dollars and thousands separators, and keeps the number apart', () => {
    expect(formatMoneyInput('60000', 5)).toEqual({ display: '$60,000', value: 60_000, caret: 7 });
    expect(formatMoneyInput('$1,2345', 7)).toEqual({ display: '$12,345', value: 12_345, caret: 7 });
    expect(formatMoneyInput('', 0)).toEqual({ display: '', value: null, caret: 0 });
    expect(formatMoneyInput('$', 1)).toEqual({ display: '', value: null, caret: 0 });
    expect(formatMoneyInput('0', 1)).toEqual({ display: '$0', value: 0, caret: 2 });
    expect(formatMoneyInput('007', 3)).toEqual({ display: '$7', value: 7, caret: 2 });
    expect(moneyInputText(171_000)).toBe('$171,000');
  });

  it('keeps the caret beside the digit it was beside', () => {
    // A digit typed in the middle: '$60,|000' + '5' → '$605,|000'.
    expect(formatMoneyInput('$60,5000', 5)).toMatchObject({ display: '$605,000', caret: 4 });
    // Deleting the first digit: '$|0,000' (from '$6|0,000').
    expect(formatMoneyInput('$0,000', 1)).toMatchObject({ display: '$0', caret: 1 });
    expect(formatMoneyInput('$12,345', 2, '$12,345')).toMatchObject({ caret: 2 });
  });

  it('Backspace over a separator removes the digit before it', () => {
    // '$60,|000', Backspace: the browser leaves '$60|000'.
    expect(formatMoneyInput('$60000', 3, '$60,000')).toEqual({ display: '$6,000', value: 6_000, caret: 2 });
    // Backspace over '$' changes nothing.
    expect(formatMoneyInput('60,000', 0, '$60,000')).toMatchObject({ display: '$60,000', caret: 1 });
  });

  it('for any text and caret: the digits in order, grouped by three, the caret after as many digits', () => {
    const typed = fc.stringMatching(/^[0-9$, a-z.]{0,20}$/);
    fc.assert(
      fc.property(typed, fc.nat(), (raw, at) => {
        const caret = at % (raw.length + 1);
        const result = formatMoneyInput(raw, caret);
        const digits = digitsOf(raw);
        if (digits === '') {
          expect(result).toEqual({ display: '', value: null, caret: 0 });
          return;
        }
        expect(result.display).toMatch(/^\$\d{1,3}(,\d{3})*$/);
        expect(result.value).toBe(Number(digits));
        expect(digitsOf(result.display)).toBe(String(Number(digits)));
        expect(result.caret).toBeGreaterThanOrEqual(1);
        expect(result.caret).toBeLessThanOrEqual(result.display.length);
        const zeros = digits.length - String(Number(digits)).length;
        expect(digitsOf(result.display.slice(0, result.caret)).length).toBe(Math.max(0, digitsOf(raw.slice(0, caret)).length - zeros));
        // Formatting what is shown changes nothing.
        expect(formatMoneyInput(result.display, result.caret, result.display)).toEqual(result);
      }),
    );
  });
});
