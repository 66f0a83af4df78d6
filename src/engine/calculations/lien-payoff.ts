// The borrower's answers about the liens on their property: what happens to each, and whether the
// loans marked for payoff fit in the line (spec 001: liabilities can be marked for payoff; payoffs
// plus the draw may not pass the largest draw).

/** What the borrower says about one lien. NOT_ON_PROPERTY: the debt secures another home. */
export type LienDisposition = 'KEEP' | 'PAY_OFF' | 'NOT_ON_PROPERTY';

export const LIEN_DISPOSITIONS: readonly LienDisposition[] = ['KEEP', 'PAY_OFF', 'NOT_ON_PROPERTY'];

/** A liability as the spec names its fields, with what the borrower said about it. */
export interface Lien {
  uuid: string;
  creditorName: string;
  lienType: 'MORTGAGE' | 'HELOC' | 'HOME_EQUITY_LOAN';
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  payOff: { status: 'MARKED_FOR_PAYOFF' } | null;
  disposition: LienDisposition | null;
}

export interface LienBalance {
  uuid: string;
  monetaryBalance: number;
}

export type LienChoices = Readonly<Record<string, LienDisposition | undefined>>;

/** The balance of every lien marked for payoff, to the cent. */
export function payoffTotal(liens: readonly LienBalance[], choices: LienChoices): number {
  const cents = liens.filter((l) => choices[l.uuid] === 'PAY_OFF').reduce((sum, l) => sum + Math.round(l.monetaryBalance * 100), 0);
  return cents / 100;
}

/** Why the answers cannot be accepted (a copy key), or null when they can. */
export function lienChoicesProblem(
  liens: readonly LienBalance[],
  choices: LienChoices,
  maxPayoff: number,
): 'unanswered' | 'payoffTooLarge' | null {
  if (liens.some((l) => choices[l.uuid] === undefined)) return 'unanswered';
  if (payoffTotal(liens, choices) > maxPayoff) return 'payoffTooLarge';
  return null;
}

/**
 * The balances an application's liabilities mark for payoff (its `liabilities` as the liens step
 * stores them). The payoffs come out of the initial draw, so the draw must cover them.
 */
export function markedPayoffs(liabilities: unknown): number {
  if (!Array.isArray(liabilities)) return 0;
  const marked = liabilities.filter(
    (l): l is LienBalance => typeof l === 'object' && l !== null && (l as { disposition?: unknown }).disposition === 'PAY_OFF',
  );
  return payoffTotal(marked, Object.fromEntries(marked.map((l) => [l.uuid, 'PAY_OFF' as const])));
}
