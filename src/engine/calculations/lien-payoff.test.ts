import { describe, expect, it } from 'vitest';
import { lienChoicesProblem, markedPayoffs, payoffTotal } from './lien-payoff';

const liens = [
  { uuid: 'a', monetaryBalance: 120_000.1 },
  { uuid: 'b', monetaryBalance: 30_000.2 },
];

describe('lien payoff', () => {
  it('adds the balances marked for payoff, to the cent', () => {
    expect(payoffTotal(liens, { a: 'PAY_OFF', b: 'PAY_OFF' })).toBe(150_000.3);
    expect(payoffTotal(liens, { a: 'KEEP', b: 'PAY_OFF' })).toBe(30_000.2);
    expect(payoffTotal(liens, { a: 'NOT_ON_PROPERTY' })).toBe(0);
  });

  it('needs an answer for every lien', () => {
    expect(lienChoicesProblem(liens, { a: 'KEEP' }, 100_000)).toBe('unanswered');
    expect(lienChoicesProblem(liens, { a: 'KEEP', b: 'NOT_ON_PROPERTY' }, 100_000)).toBeNull();
    expect(lienChoicesProblem([], {}, 0)).toBeNull();
  });

  it('refuses payoffs larger than the line, and accepts them up to it', () => {
    expect(lienChoicesProblem(liens, { a: 'KEEP', b: 'PAY_OFF' }, 30_000.19)).toBe('payoffTooLarge');
    expect(lienChoicesProblem(liens, { a: 'KEEP', b: 'PAY_OFF' }, 30_000.2)).toBeNull();
  });
});

describe('markedPayoffs', () => {
  it('adds the balances marked for payoff, to the cent, and ignores anything else', () => {
    const liabilities = [
      { uuid: 'a', monetaryBalance: 1000.1, disposition: 'PAY_OFF' },
      { uuid: 'b', monetaryBalance: 2000.2, disposition: 'PAY_OFF' },
      { uuid: 'c', monetaryBalance: 5000, disposition: 'KEEP' },
      null,
    ];
    expect(markedPayoffs(liabilities)).toBe(3000.3);
    expect(markedPayoffs(undefined)).toBe(0);
    expect(markedPayoffs('nonsense')).toBe(0);
  });
});
