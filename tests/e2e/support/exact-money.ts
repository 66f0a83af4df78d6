// Money worked out exactly, in whole cents with BigInt, as the reference the pages' figures are
// checked against (the app computes in floating point; an amortised payment is a ratio of integers
// once the rate is a whole number of hundredths of a percent, as every APR the pages show is).

/** num / den rounded half to even. */
function divideHalfEven(num: bigint, den: bigint): bigint {
  const quotient = num / den;
  const twice = 2n * (num % den);
  if (twice > den) return quotient + 1n;
  if (twice < den) return quotient;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}

/** '$1,234.56' or '$1,234' as cents. */
export function centsOf(money: string): bigint {
  const match = /^\$([\d,]+)(?:\.(\d\d))?$/.exec(money.trim());
  if (!match) throw new Error(`not a dollar amount: ${money}`);
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2] ?? '0');
}

/** '11.81%' as hundredths of a percent (1181). */
export function hundredthsOfPercent(percent: string): bigint {
  const match = /^(\d+)\.(\d\d)%$/.exec(percent.trim());
  if (!match) throw new Error(`not a percentage with two decimals: ${percent}`);
  return BigInt(match[1]!) * 100n + BigInt(match[2]!);
}

/** A share of an amount: `cents` × `rate` (hundredths of a percent), to the cent, half to even. */
export const shareCents = (cents: bigint, rate: bigint) => divideHalfEven(cents * rate, 10_000n);

/**
 * The equal monthly payment that repays `principal` cents over `months` at an annual rate of `apr`
 * hundredths of a percent: P·r·(1+r)^n / ((1+r)^n − 1) with r = apr / 120 000, to the cent.
 */
export function amortisedPaymentCents(principal: bigint, apr: bigint, months: number): bigint {
  if (apr === 0n) return divideHalfEven(principal, BigInt(months));
  const base = 120_000n;
  const grown = (base + apr) ** BigInt(months);
  const start = base ** BigInt(months);
  return divideHalfEven(principal * apr * grown, base * (grown - start));
}
