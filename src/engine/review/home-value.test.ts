import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/api/review.schema.json';
import { BORROWER_PROPERTY_CONDITIONS, estimateProblem, HOME_ESTIMATE_BOUNDS, parseDollars } from './home-value';

describe('parseDollars', () => {
  it('reads amounts as people type them', () => {
    expect(parseDollars('$450,000')).toBe(450_000);
    expect(parseDollars(' 450000.49 ')).toBe(450_000);
    expect(parseDollars('450000.5')).toBe(450_001);
  });

  it('refuses what is not an amount', () => {
    expect(parseDollars('450k')).toBeNull();
    expect(parseDollars('-5')).toBeNull();
    expect(parseDollars('1.234')).toBeNull();
  });
});

describe('estimateProblem', () => {
  it('checks presence, form and bounds', () => {
    expect(estimateProblem(' ')).toBe('required');
    expect(estimateProblem('about 400')).toBe('invalid');
    expect(estimateProblem('9,999')).toBe('tooLow');
    expect(estimateProblem('10,000')).toBeNull();
    expect(estimateProblem('50,000,000')).toBeNull();
    expect(estimateProblem('50,000,001')).toBe('tooHigh');
  });
});

describe('the review API schema', () => {
  // The server validates with schemas/api/review.schema.json; it must agree with these rules.
  it('has the same estimate bounds', () => {
    const value = schema.$defs.HomeEstimateRequest.properties.estimatedValue;
    expect([value.minimum, value.maximum]).toEqual([HOME_ESTIMATE_BOUNDS.min, HOME_ESTIMATE_BOUNDS.max]);
  });

  it('offers the same property conditions', () => {
    expect(schema.$defs.PropertyConditionRequest.properties.condition.enum).toEqual([...BORROWER_PROPERTY_CONDITIONS]);
  });
});
