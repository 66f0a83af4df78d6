import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import policyFile from '../../../flows/polling-policy.json';
import type { PollingPolicy } from '../types/polling-policy';
import { isWaitingStatus, nextPoll, staysDuringWait, waitingDelay, waitsOnPanel } from './polling';

const policy = policyFile as PollingPolicy;

describe('polling policy', () => {
  it('recognises the spec’s waiting statuses', () => {
    for (const status of [
      'WAITING_FOR_SOFT_CREDIT',
      'NOTE_SIGNING_GENERATION',
      'HARD_CREDIT_PULL',
      'PREQUAL_TITLE_PROCESSING',
      'BPO_IN_PROGRESS',
    ]) {
      expect(isWaitingStatus(policy, status), status).toBe(true);
    }
    expect(isWaitingStatus(policy, 'OFFER_SELECTION')).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 5 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => waitingDelay(policy, t))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('never waits longer than the cap nor less than the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (tries) => {
        const delay = waitingDelay(policy, tries);
        expect(delay).toBeGreaterThanOrEqual(1000);
        expect(delay).toBeLessThanOrEqual(5000);
      }),
    );
  });

  it('gives a wait 14 tries, then treats it as unknown, except note-signing generation which stays', () => {
    expect(nextPoll(policy, { status: 'WAITING_FOR_SOFT_CREDIT', initial: 'WAITING_FOR_SOFT_CREDIT', tries: 13 })).toEqual({
      action: 'poll',
      delayMs: 5000,
    });
    expect(nextPoll(policy, { status: 'WAITING_FOR_SOFT_CREDIT', initial: 'WAITING_FOR_SOFT_CREDIT', tries: 14 })).toEqual({
      action: 'giveUp',
      status: 'UNKNOWN',
    });
    expect(nextPoll(policy, { status: 'NOTE_SIGNING_GENERATION', initial: 'NOTE_SIGNING_GENERATION', tries: 14 })).toEqual({
      action: 'giveUp',
      status: 'NOTE_SIGNING_GENERATION',
    });
  });

  it('polls other statuses until they change, at most 7 times', () => {
    expect(nextPoll(policy, { status: 'HMDA', initial: 'HMDA', tries: 1 })).toEqual({ action: 'poll', delayMs: 1000 });
    expect(nextPoll(policy, { status: 'HMDA', initial: 'HMDA', tries: 7 })).toEqual({ action: 'stop' });
    expect(nextPoll(policy, { status: 'SUMMARY_DISCLOSURE', initial: 'HMDA', tries: 2 })).toEqual({ action: 'stop' });
  });

  it('keeps polling, at a steady pace, statuses that wait on other owners or on the right to cancel', () => {
    for (const status of ['NOTARY_WAITING_PERIOD', 'RESCISSION']) {
      // However long it lasts, and after the status has moved on to it.
      expect(nextPoll(policy, { status, initial: status, tries: 1000 })).toEqual({ action: 'poll', delayMs: 5000 });
      expect(nextPoll(policy, { status, initial: 'NOTARY_DISCLOSURE', tries: 2 })).toEqual({ action: 'poll', delayMs: 5000 });
    }
    expect(waitsOnPanel(policy, 'NOTARY_WAITING_PERIOD', 'notary/intro')).toBe(false);
  });

  it('stops at once on terminal statuses', () => {
    for (const status of ['DECLINED', 'CREDIT_NO_MATCH', 'NO_PROPERTY', 'ASSETS_PREQUAL', 'CANCELLED']) {
      expect(nextPoll(policy, { status, initial: 'WAITING_FOR_SOFT_CREDIT', tries: 1 })).toEqual({ action: 'stop' });
    }
  });

  it('always ends within the larger of the two try limits', () => {
    fc.assert(
      fc.property(fc.constantFrom('WAITING_FOR_X', 'HMDA', 'DECLINED', 'GEN_DOCS_GENERATION'), (status) => {
        let tries = 1;
        let decision = nextPoll(policy, { status, initial: status, tries });
        while (decision.action === 'poll') decision = nextPoll(policy, { status, initial: status, tries: ++tries });
        expect(tries).toBeLessThanOrEqual(14);
      }),
    );
  });
});

describe('waitsOnPanel', () => {
  it('hides a step’s page while a waiting status runs, except on pages that explain the wait', () => {
    expect(waitsOnPanel(policy, 'WAITING_FOR_INCOME_VERIFICATION', 'bank/disburse')).toBe(true);
    expect(waitsOnPanel(policy, 'WAITING_FOR_ID_VERIFICATION', 'identity')).toBe(false);
    expect(waitsOnPanel(policy, 'WAITING_FOR_SOFT_CREDIT', '')).toBe(false);
    expect(waitsOnPanel(policy, 'DISBURSEMENT_ACCOUNT', 'bank/disburse')).toBe(false);
  });
});

describe('staysDuringWait', () => {
  it('keeps a borrower on a page that explains the wait until the status moves on', () => {
    expect(staysDuringWait(policy, 'WAITING_FOR_ID_VERIFICATION', 'identity')).toBe(true);
    expect(staysDuringWait(policy, 'WAITING_FOR_ID_VERIFICATION', 'bank/disburse')).toBe(false);
    expect(staysDuringWait(policy, 'NOTE_SIGNING', 'identity')).toBe(false);
  });
});
