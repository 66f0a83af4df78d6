// The spec's offer and draw calculations.

/** Rounds half to even at `decimals` places (banker's rounding), as the spec's totals do. */
export function roundHalfEven(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const epsilon = 1e-9;
  let rounded: number;
  if (diff > 0.5 + epsilon) rounded = floor + 1;
  else if (diff < 0.5 - epsilon) rounded = floor;
  else rounded = floor % 2 === 0 ? floor : floor + 1;
  return rounded / factor;
}

/** Amount plus the origination fee (a fraction of the amount), the fee optionally capped in dollars. */
export function totalWithFee(amount: number, feeRate: number, feeCap?: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(feeRate) || amount < 0 || feeRate < 0) {
    throw new RangeError('Total-from-draw needs a non-negative amount and origination fee');
  }
  const fee = feeCap === undefined ? amount * feeRate : Math.min(amount * feeRate, feeCap);
  return roundHalfEven(amount + fee);
}

/** Standard amortisation: the fixed monthly payment that repays `principal` over `termYears` at `annualRate`. */
export function monthlyPayment(principal: number, annualRate: number, termYears: number): number {
  const months = termYears * 12;
  if (months <= 0) throw new RangeError('The term must be at least one month');
  const monthlyRate = annualRate / 12;
  if (monthlyRate === 0) return roundHalfEven(principal / months);
  return roundHalfEven((principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

/**
 * What the fixed payments add up to over the whole term: the draw, the financed fee and the interest.
 * Closing costs, paid at closing, are not in it.
 */
export function totalOfPayments(principal: number, annualRate: number, termYears: number): number {
  return roundHalfEven(monthlyPayment(principal, annualRate, termYears) * termYears * 12);
}

/** Interest for a period: balance × annual rate / 365.25 × days (a month by default), 2 decimals. */
export function periodInterest(balance: number, annualRate: number, days = 365.25 / 12): number {
  return roundHalfEven((balance * annualRate * days) / 365.25);
}

/** Slider bounds: the minimum rounded up and the maximum rounded down to whole dollars. */
export function sliderBounds(min: number, max: number): { min: number; max: number } {
  return { min: Math.ceil(min), max: Math.floor(max) };
}

/**
 * How the borrower's payoffs relate to the draw (spec 001 Calculations): PRESERVE keeps the draw as
 * cash, so payoffs come on top of it; DEDUCT takes the payoffs out of the draw.
 */
export type PayoffPreference = 'PRESERVE' | 'DEDUCT';

/** Cash-preserving check: payoffs plus the draw stay within the maximum draw. */
export const isCashPreserving = (payoffs: number, draw: number, maxDraw: number) => payoffs + draw <= maxDraw;

/** Deduct check: the draw covers the payoffs and stays within the maximum draw. */
export const isDeductible = (payoffs: number, draw: number, maxDraw: number) => draw >= payoffs && draw <= maxDraw;

/**
 * Slider bounds with payoffs: whole dollars as sliderBounds, then PRESERVE leaves room for the
 * payoffs under the maximum and DEDUCT starts at the payoffs. Null when no draw satisfies them.
 */
export function payoffSliderBounds(
  min: number,
  max: number,
  payoffs: number,
  preference: PayoffPreference,
): { min: number; max: number } | null {
  const whole = sliderBounds(min, max);
  const bounds =
    preference === 'PRESERVE'
      ? { min: whole.min, max: Math.floor(max - payoffs) }
      : { min: Math.max(whole.min, Math.ceil(payoffs)), max: whole.max };
  return bounds.min <= bounds.max ? bounds : null;
}

/** The rate discount of an offer: base rate minus the other rate, 4 decimals. */
export const rateDiscount = (baseRate: number, otherRate: number) => Math.round((baseRate - otherRate) * 10_000) / 10_000;
