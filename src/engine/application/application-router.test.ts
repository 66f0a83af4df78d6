import { describe, expect, it } from 'vitest';
import machineFile from '../../../flows/client-state-machine.json';
import tableFile from '../../../flows/status-routes.json';
import policyFile from '../../../flows/polling-policy.json';
import type { ClientStateMachine } from '../types/client-state-machine';
import type { PollingPolicy } from '../types/polling-policy';
import type { StatusRoutes } from '../types/status-routes';
import {
  applicationRoute,
  movesOnTo,
  pageAfterStep,
  pageToShow,
  routeForState,
  routeForStatus,
  runStateMachine,
  type ApplicationContext,
} from './application-router';

const table = tableFile as StatusRoutes;
const machine = machineFile as ClientStateMachine;

const context = (over: { application?: object; profile?: object; status?: object } = {}): ApplicationContext => ({
  application: { active: true, ...over.application },
  profile: { ...over.profile },
  status: { ...over.status },
  lender: {},
  flags: {},
});

/** The contract of DESIGN.md: status → destination without conditions. */
const PLAIN: Record<string, string> = {
  CREDIT_NO_MATCH: 'credit/social',
  CREDIT_NO_MATCH_SSN: 'review-app/no-credit',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'credit/error',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'credit/error',
  NO_PROPERTY: 'review-app/property',
  MULTIPLE_PROPERTIES: 'review-app/property',
  DECLINED: 'error/decline',
  COLLECT_ADDITIONAL_INFO: 'start/contact',
  HMDA: 'start/hmda',
  DELINQUENCY_REVIEW: 'review-app/delinquency',
  CLOSING_DISCLOSURE_GENERATED: 'review-app/signdocs',
  NOTE_SIGNING: 'signing/intro',
  FINAL_OFFER: 'signing/intro',
  OFFER_SELECTION: 'product/select',
  REVISED_OFFER_SELECTION: 'product/select',
  APP_SUBMISSION: 'start/app-summary',
  SUMMARY_DISCLOSURE: 'start/app-summary',
  INCOME_VERIFICATION: 'income/review',
  IDENTITY_VERIFICATION: 'identity',
  ASSETS_PREQUAL: 'product/assets',
  CLTV_REQUALIFY: 'product/prequal-winback',
  DISBURSEMENT_ACCOUNT: 'bank/disburse',
  AUTOPAY_ACCOUNT: 'bank/disburse',
  VERIFIED_AUTOPAY: 'bank/autopay',
  NO_AVM: 'bpo/estimate-value',
  BPO_ESTIMATE: 'bpo/estimate-value',
  PAYOFF_PENDING: 'payoff/hold',
  BPO_ORDER_REQUEST: 'bpo/hold',
  BPO_PROCESSING: 'bpo/hold',
  FINAL_TITLE_PROCESSING: 'bpo/hold',
  RESCISSION: 'complete',
  RECORDING: 'complete',
  FUNDABLE: 'complete',
  DIRECT_DEBT_PAYOFF: 'complete',
  FUNDING_DECISION: 'complete',
  APPRAISAL_REVIEW: 'error/timeout',
  CREDIT_ERROR: 'error/timeout',
  CREDIT_MINOR: 'error/timeout',
  FACTA: 'error/timeout',
  ORDER_TITLE: 'error/timeout',
  UNKNOWN: 'error/timeout',
  LIEN_VERIFICATION: 'liens',
  CO_DEED_REQ: 'signing/additional',
  NOTARY_DISCLOSURE: 'notary/intro',
  ATTORNEY_REVIEW: 'notary/intro',
  NOTARY_WAITING_PERIOD: 'notary/intro',
  DEED_SIGNING: 'notary/intro',
  MANUAL_DEED_SIGNING: 'notary/reserve-manual',
  EMPLOYMENT_VERIFICATION: 'income/employer-verification',
  ONSITE_APPRAISAL_PAYMENT: 'hold',
  ONSITE_APPRAISAL_PENDING: 'hold',
  COMPLETE: '',
  CANCELLED: '',
};

describe('status-to-route table', () => {
  it.each(Object.entries(PLAIN))('%s goes to %j', (status, to) => {
    expect(routeForStatus(table, context({ status: { checklistStatus: status } }))).toBe(to);
  });

  it('applies the table’s conditions', () => {
    const route = (status: object, application: object = {}) => routeForStatus(table, context({ status, application }));
    expect(route({ checklistStatus: 'CLOSING_DISCLOSURE_GENERATED', waitingOnFloodCert: true })).toBe('error/flood-cert');
    // The spec's creditIncorrectPin: the bureau refused the freeze PIN.
    expect(route({ checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', creditIncorrectPin: true })).toBe('review-app/incorrect-pin');
    expect(route({ checklistStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN', creditIncorrectPin: true })).toBe('review-app/incorrect-pin');
    expect(route({ checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }, { property: { state: 'TX' } })).toBe('bpo/condition');
    expect(route({ checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }, { property: { state: 'CA' } })).toBe('bpo/order-bpo');
    expect(route({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: true })).toBe('complete');
    expect(route({ checklistStatus: 'AUTOPAY_ACCOUNT' }, { isCrypto: true })).toBeNull();
    expect(route({ checklistStatus: 'AUTOPAY_ACCOUNT' }, { autopayAccount: { routingNumber: '123456780' } })).toBeNull();
  });

  it('leaves statuses it does not know to the state machine', () => {
    expect(routeForStatus(table, context({ status: { checklistStatus: 'TRUST_AND_INSURANCE' } }))).toBeNull();
    expect(routeForStatus(table, context({ status: {} }))).toBeNull();
  });
});

describe('client state machine', () => {
  it('names only states and events it defines', () => {
    const states = new Set(Object.keys(machine.states));
    expect(states.has(machine.initial)).toBe(true);
    for (const [name, event] of Object.entries(machine.events)) {
      expect(states.has(event.to), `${name} → ${event.to}`).toBe(true);
      for (const from of event.from ?? []) expect(states.has(from), `${name} from ${from}`).toBe(true);
    }
    for (const trigger of machine.triggers) expect(machine.events[trigger.event], trigger.event).toBeDefined();
  });

  it('stays at profile until the profile is complete', () => {
    expect(runStateMachine(machine, context()).state).toBe('profile');
  });

  it('moves through liens and underwriting to the offer once the profile and soft-credit consent exist', () => {
    const run = runStateMachine(
      machine,
      context({
        profile: { name: { firstName: 'Ada' }, dob: '1980-04-12' },
        application: { selectedPropertyUuid: 'p', consents: [{ type: 'SOFT_CREDIT' }] },
        status: { uwDecision: 'SELECT' },
      }),
    );
    expect(run.events).toEqual(['lienInfo', 'underwrite']);
    expect(run.state).toBe('product');
    expect(routeForState(machine, run.state, context())).toBe('product/select');
  });

  it('walks a funded application all the way to complete', () => {
    const run = runStateMachine(
      machine,
      context({
        profile: { name: { firstName: 'Ada' }, dob: '1980-04-12', hasSsn: true },
        application: {
          selectedPropertyUuid: 'p',
          consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
          term: 10,
          amount: 50000,
          property: { ownership: 'SOLE', state: 'CA' },
          hasHmda: true,
          disburseAccount: { uuid: 'd', routingNumber: '123456780' },
          autopayAccount: { uuid: 'd' },
          payType: 'AUTOPAY',
          documents: [{ type: 'DRIVERSLICENSEFRONT' }],
          coDeedStatus: 'NOT_REQUIRED',
          insurance: { complete: true },
        },
        status: {
          checklistStatus: 'COMPLETE',
          uwDecision: 'FINAL',
          uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
          disclosurelistSummaryReady: true,
          disclosurelistSummaryComplete: true,
          disclosurelistClosingReady: true,
          disclosurelistClosingComplete: true,
          disclosurelistNotaryReady: true,
          primaryParticipantAcceptComplete: true,
        },
      }),
    );
    expect(run.state).toBe('complete');
  });

  it('routes declines and the manual notary time as the spec says', () => {
    const declined = context({ status: { uwDecision: 'DECLINE' } });
    expect(applicationRoute(table, machine, declined)).toMatchObject({ to: 'error/decline', via: 'machine', state: 'declined' });
    expect(applicationRoute(table, machine, context({ status: { dtiDecline: true } })).to).toBe('error/income');
    expect(applicationRoute(table, machine, context({ status: { creditScoreDecline: true } })).to).toBe('error/credit');
    expect(routeForState(machine, 'notary', context({ application: { requestedManualNotaryTime: '2026-11-23T09:00' } }))).toBe(
      'notary/reserve-manual',
    );
    expect(routeForState(machine, 'notary', context())).toBe('notary/intro');
  });

  it('lets the status table win over the state machine', () => {
    expect(applicationRoute(table, machine, context({ status: { checklistStatus: 'HMDA', uwDecision: 'DECLINE' } }))).toEqual({
      to: 'start/hmda',
      via: 'status',
    });
  });

  it('sends Texas with a BPO required to the BPO step instead of signing', () => {
    const run = runStateMachine(
      machine,
      context({
        application: { documents: [{ type: 'PASSPORTFRONT' }], property: { state: 'TX' } },
        status: { bpo: 'BPO_REQUIRED' },
      }),
    );
    expect(run.events).not.toContain('idDocsUploaded');
  });
});

describe('pageToShow', () => {
  it('keeps the destination and the open pages', () => {
    expect(pageToShow(table, 'income/review', 'income/review')).toBe('income/review');
    expect(pageToShow(table, 'conditions', 'signing/intro')).toBe('conditions');
    expect(pageToShow(table, 'conditions/upload-document', 'signing/intro')).toBe('conditions/upload-document');
    // The spec: a declined borrower is routed automatically, except on the disclosures page.
    expect(pageToShow(table, 'document/disclosures', 'error/decline')).toBe('document/disclosures');
  });

  it('keeps a sub-step of the destination’s section that no row names', () => {
    expect(pageToShow(table, 'income/link/payroll', 'income/review')).toBe('income/link/payroll');
    expect(pageToShow(table, 'bank/confirm', 'bank/disburse')).toBe('bank/confirm');
    expect(pageToShow(table, 'product/select/confirm', 'product/select')).toBe('product/select/confirm');
  });

  it('moves a borrower off another row’s destination, another section and the home', () => {
    expect(pageToShow(table, 'start/hmda', 'start/contact')).toBe('start/contact');
    expect(pageToShow(table, 'income/employer-verification', 'income/review')).toBe('income/review');
    expect(pageToShow(table, 'signing/sign', 'income/review')).toBe('income/review');
    expect(pageToShow(table, '', 'product/select')).toBe('product/select');
    expect(pageToShow(table, 'product/select', '')).toBe('');
    expect(pageToShow(table, 'conditionsx', 'hold')).toBe('hold');
  });
});

/** An application through offers, contact, HMDA, the summary, income and the bank accounts. */
const READY = {
  profile: { name: { firstName: 'Ada' }, dob: '1980-04-12', hasSsn: true },
  application: {
    selectedPropertyUuid: 'p',
    consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
    property: { state: 'CA', ownership: 'SOLE' },
    term: 30,
    amount: 50000,
    hasHmda: true,
    payType: 'MANUAL',
    disburseAccount: { uuid: 'd' },
  },
  status: { liensComplete: true, disclosurelistSummaryComplete: true, uwSubDecision: 'FINAL_OFFER' },
};

describe('co-deed and notary triggers', () => {
  it('do not fire before the documents are signed: a new application waiting on a status stays at the start', () => {
    const fresh = context({ application: { coDeedStatus: 'NOT_REQUIRED' }, status: { checklistStatus: 'WAITING_FOR_TITLE' } });
    expect(applicationRoute(table, machine, fresh).to).toBe('start/profile');
  });

  it('keep a borrower on a page that explains the wait: credit on the home, ID checks on identity', () => {
    const credit = context({ status: { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' } });
    expect(applicationRoute(table, machine, credit).to).toBe('');
    const identity = context({
      profile: READY.profile,
      application: {
        ...READY.application,
        documents: [{ type: 'PASSPORTFRONT' }],
      },
      status: {
        checklistStatus: 'WAITING_FOR_ID_VERIFICATION',
        ...READY.status,
      },
    });
    expect(applicationRoute(table, machine, identity)).toMatchObject({ state: 'waitSign', to: 'identity' });
  });

  it('lead from signed documents through the co-deed check to the notary', () => {
    const signedDocs = context({
      profile: READY.profile,
      application: {
        ...READY.application,
        documents: [{ type: 'DRIVERSLICENSEFRONT' }],
        coDeedStatus: 'NOT_REQUIRED',
      },
      status: {
        checklistStatus: 'SOMETHING_NEW',
        ...READY.status,
        disclosurelistClosingReady: true,
        disclosurelistClosingComplete: true,
      },
    });
    const run = runStateMachine(machine, signedDocs);
    expect(run.events.slice(-3)).toEqual(['noteSigning', 'signed', 'coDeedConfirmed']);
    expect(run.state).toBe('waitNotary');
  });
});

describe('movesOnTo', () => {
  const policy = policyFile as PollingPolicy;

  it('sends the borrower on from the home, or from another section, to the status’s page', () => {
    // The layout shows a neutral waiting state, not the home's own heading, on the way (application-layout.tsx).
    expect(movesOnTo(table, policy, 'DECLINED', '', 'error/decline')).toBe('error/decline');
    expect(movesOnTo(table, policy, 'SOFT_CREDIT_LOCKED_OR_FROZEN', '', 'credit/error')).toBe('credit/error');
    expect(movesOnTo(table, policy, 'DECLINED', 'product/select', 'error/decline')).toBe('error/decline');
    expect(movesOnTo(table, policy, 'COMPLETE', 'product/select', '')).toBe('');
  });

  it('keeps the borrower on the status’s page, an open page, and a page that explains the wait', () => {
    expect(movesOnTo(table, policy, 'DECLINED', 'error/decline', 'error/decline')).toBeNull();
    expect(movesOnTo(table, policy, 'DECLINED', 'document/disclosures', 'error/decline')).toBeNull();
    expect(movesOnTo(table, policy, 'COMPLETE', '', '')).toBeNull();
    expect(movesOnTo(table, policy, 'WAITING_FOR_SOFT_CREDIT', '', 'product/select')).toBeNull();
    expect(movesOnTo(table, policy, 'WAITING_FOR_SOFT_CREDIT', 'product/assets', 'product/select')).toBe('product/select');
  });
});

describe('pageAfterStep', () => {
  it('leaves a sub-step of the section once the status names another page of it', () => {
    // Joint owners: signing moves the status to CO_DEED_REQ while the borrower is on signing/sign.
    expect(pageToShow(table, 'signing/sign', 'signing/additional')).toBe('signing/sign');
    expect(pageAfterStep(table, 'signing/sign', 'signing/additional')).toBe('signing/additional');
    expect(pageAfterStep(table, 'income/link/payroll', 'income/employer-verification')).toBe('income/employer-verification');
  });

  it('moves where pageToShow moves: another section, another row’s destination, the home', () => {
    expect(pageAfterStep(table, 'product/select/confirm', 'start/contact')).toBe('start/contact');
    expect(pageAfterStep(table, 'start/hmda', 'start/contact')).toBe('start/contact');
    expect(pageAfterStep(table, 'signing/sign', '')).toBe('');
  });

  it('keeps the page the status names, its own sub-pages and the open pages', () => {
    expect(pageAfterStep(table, 'signing/additional', 'signing/additional')).toBe('signing/additional');
    expect(pageAfterStep(table, 'product/select/confirm', 'product/select')).toBe('product/select/confirm');
    expect(pageAfterStep(table, 'conditions/upload-document', 'signing/intro')).toBe('conditions/upload-document');
  });
});
