import { describe, expect, it } from 'vitest';
import copy from '../../../copy/en/application.json';
import trackerFile from '../../../flows/progress-tracker.json';
import type { ProgressTracker } from '../types/progress-tracker';
import type { ApplicationContext } from './application-router';
import { notaryOnlyTracker, progressTracker, stageFor } from './progress-tracker';

const tracker = trackerFile as ProgressTracker;

const context = (checklistStatus: string, more: Partial<ApplicationContext> = {}): ApplicationContext => ({
  application: {},
  profile: {},
  lender: {},
  flags: {},
  ...more,
  status: { checklistStatus, ...more.status },
});

describe('progress tracker', () => {
  it('puts each of the spec’s path fragments at its stage, sub-pages included', () => {
    const expected: Record<string, string> = {
      'product/select': 'PRODUCT_SELECT',
      'product/select/confirm': 'PRODUCT_SELECT',
      'start/contact': 'MORE_INFO',
      'start/hmda': 'MORE_INFO',
      'start/app-summary': 'MORE_INFO',
      identity: 'ID_UPLOAD',
      'income/review': 'LINK_INCOME',
      'bank/disburse': 'LINK_BANK',
      'bank/autopay': 'LINK_BANK',
      'signing/intro': 'SIGNING',
      'signing/sign': 'SIGNING',
    };
    for (const [page, stage] of Object.entries(expected)) expect(stageFor(tracker, page, 'UNKNOWN'), page).toBe(stage);
  });

  it('matches whole path segments only', () => {
    expect(stageFor(tracker, 'identity-extra', undefined)).toBeNull();
    expect(stageFor(tracker, 'bankruptcy', undefined)).toBeNull();
  });

  it('falls back to the status on pages it does not list, and to nothing for an ended application', () => {
    expect(stageFor(tracker, '', 'HMDA')).toBe('MORE_INFO');
    expect(stageFor(tracker, '', 'WAITING_FOR_INCOME_VERIFICATION')).toBe('LINK_INCOME');
    expect(stageFor(tracker, '', 'VERIFIED_AUTOPAY')).toBe('LINK_BANK');
    expect(stageFor(tracker, '', 'CANCELLED')).toBeNull();
    expect(progressTracker(tracker, '', context('CANCELLED'))).toBeNull();
  });

  it('marks the steps before the current one done and the rest to come', () => {
    const view = progressTracker(tracker, 'start/contact', context('COLLECT_ADDITIONAL_INFO'))!;
    expect(view.current).toBe(2);
    expect(view.steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(view.steps.map((s) => s.label)).toEqual([
      'tracker.stages.INITIAL',
      'tracker.stages.PRODUCT_SELECT',
      'tracker.stages.MORE_INFO',
      'tracker.stages.LINK_INCOME',
      'tracker.stages.LINK_BANK',
      'tracker.stages.ID_UPLOAD',
      'tracker.stages.SIGNING',
      'tracker.stages.ENOTARY',
      'tracker.stages.FUNDING',
    ]);
  });

  it('names the bank accounts step on the bank pages, not the income step before it', () => {
    for (const page of ['bank/disburse', 'bank/autopay', 'bank/confirm']) {
      const view = progressTracker(tracker, page, context('VERIFIED_AUTOPAY'))!;
      expect(view.steps[view.current]?.label, page).toBe('tracker.stages.LINK_BANK');
      expect(view.steps.find((s) => s.stage === 'LINK_INCOME')?.state, page).toBe('done');
    }
  });

  it('shows every step done once the application is complete', () => {
    const view = progressTracker(tracker, '', context('COMPLETE'))!;
    expect(view.current).toBe(9);
    expect(view.steps.every((s) => s.state === 'done')).toBe(true);
  });

  it('is not complete after signing while insurance, the right to cancel or funding is still ahead', () => {
    for (const status of ['TRUST_AND_INSURANCE', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'WAITING_FOR_FUNDING']) {
      for (const page of ['complete', 'insurance/upload', '']) {
        const view = progressTracker(tracker, page, context(status))!;
        expect(view.steps[view.current]?.stage, `${status} on '${page}'`).toBe('FUNDING');
        expect(view.steps.slice(0, -1).every((s) => s.state === 'done')).toBe(true);
      }
    }
  });

  it('names the notary step by status.manualNotary', () => {
    const label = (manualNotary: boolean) =>
      progressTracker(tracker, 'notary/intro', context('DEED_SIGNING', { status: { checklistStatus: 'DEED_SIGNING', manualNotary } }))!
        .steps[7]!.label;
    expect(label(false)).toBe('tracker.stages.ENOTARY');
    expect(label(true)).toBe('tracker.stages.MANUAL_NOTARY');
  });

  it('follows the status before the page while a waiting panel stands in for the page', () => {
    // During WAITING_FOR_INCOME_VERIFICATION the machine may park the borrower on an earlier page.
    const waiting = context('WAITING_FOR_INCOME_VERIFICATION');
    expect(progressTracker(tracker, 'product/select', waiting, true)!.current).toBe(3);
    expect(progressTracker(tracker, 'product/select', waiting, false)!.current).toBe(1);
    // A waiting status the tracker does not list keeps the page's stage.
    expect(stageFor(tracker, 'start/hmda', 'WAITING_FOR_SOMETHING_NEW', true)).toBe('MORE_INFO');
  });

  it('gives the signer area the spec’s two-step notary-only tracker', () => {
    const view = (page: string) => notaryOnlyTracker(tracker, page);
    expect(view('intro')!.steps.map((s) => [s.label, s.state])).toEqual([
      ['tracker.notaryOnly.ID_UPLOAD', 'current'],
      ['tracker.notaryOnly.SIGN_DEED', 'upcoming'],
    ]);
    expect(view('identity')!.current).toBe(0);
    expect(view('sign')!.steps.map((s) => s.state)).toEqual(['done', 'current']);
    expect(view('documents')!.current).toBe(2);
    expect(view('documents')!.steps.every((s) => s.state === 'done')).toBe(true);
    expect(view('conditions')).toBeNull();
    expect(view('conditions/upload-document')).toBeNull();
    expect(view('login')).toBeNull();
  });

  it('names only labels the application copy has', () => {
    const steps = [...tracker.steps, ...tracker.notaryOnly.steps];
    const keys = steps.flatMap((step) => [step.label, ...(step.labelWhen ?? []).map((alternative) => alternative.label)]);
    for (const key of keys) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], copy);
      expect(typeof text, key).toBe('string');
    }
  });
});
