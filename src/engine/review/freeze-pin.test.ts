import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/api/review.schema.json';
import { freezePinDigits, freezePinProblem } from './freeze-pin';

describe('freeze PIN', () => {
  it('needs one, of 4 to 10 digits, written with or without spaces and dashes', () => {
    expect(freezePinProblem('')).toBe('required');
    expect(freezePinProblem(' - ')).toBe('required');
    expect(freezePinProblem('123')).toBe('invalid');
    expect(freezePinProblem('12345678901')).toBe('invalid');
    expect(freezePinProblem('12a456')).toBe('invalid');
    expect(freezePinProblem('4829-1300 11')).toBeNull();
    expect(freezePinDigits('4829-1300 11')).toBe('4829130011');
  });

  it('accepts exactly what the server’s schema accepts', () => {
    const pattern = new RegExp(schema.$defs.PinRetryRequest.properties.pin.pattern);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-z -]{0,14}$/), (typed) => {
        expect(freezePinProblem(typed) === null).toBe(pattern.test(freezePinDigits(typed)));
      }),
    );
  });
});
