// The borrower's own estimate of the home's value (when no automated valuation exists) and the
// property conditions a borrower may choose for a broker price opinion.

/** Whole dollars. Below the smallest line a lender offers no home qualifies; above is a typing slip. */
export const HOME_ESTIMATE_BOUNDS = { min: 10_000, max: 50_000_000 } as const;

export type EstimateProblem = 'required' | 'invalid' | 'tooLow' | 'tooHigh';

/** '$450,000' or '450000.00' as 450000; null when the text is not an amount of dollars. */
export function parseDollars(text: string): number | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain));
}

export function estimateProblem(text: string): EstimateProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseDollars(text);
  if (value === null) return 'invalid';
  if (value < HOME_ESTIMATE_BOUNDS.min) return 'tooLow';
  if (value > HOME_ESTIMATE_BOUNDS.max) return 'tooHigh';
  return null;
}

/**
 * The spec's property-condition enumeration, best first, without UNKNOWN_CONDITION and
 * NOT_AVAILABLE: those are the back office's answers when nobody has said, not a borrower's.
 */
export const BORROWER_PROPERTY_CONDITIONS = ['EXCELLENT', 'GOOD', 'AVERAGE', 'FAIR', 'POOR'] as const;
export type PropertyCondition = (typeof BORROWER_PROPERTY_CONDITIONS)[number];
