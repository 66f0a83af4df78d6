// flows/client-state-machine.json against spec 000 §4: every transition with its from and to
// states, and every data-derived trigger both holding and not holding.
import { describe, expect, it } from 'vitest';
import machineFile from '../../../flows/client-state-machine.json';
import { evaluateRule, isTruthy } from '../json-logic/json-logic';
import type { ClientStateMachine } from '../types/client-state-machine';
import type { ApplicationContext } from './application-router';

const machine = machineFile as ClientStateMachine;

/** The spec's transitions (event: from → to); no from means from any state. */
const SPEC: Record<string, { from?: string[]; to: string }> = {
  softCreditNoMatch: { from: ['profile', 'liens', 'product'], to: 'ssnCredit' },
  creditLocked: { to: 'errorCredit' },
  creditFrozen: { to: 'errorCredit' },
  creditIncorrectPin: { to: 'incorrectPin' },
  softCreditNoCredit: { to: 'noCredit' },
  repullSoftCredit: { from: ['profile'], to: 'product' },
  propertyNoMatch: { to: 'noProperty' },
  datatreeNoMatch: { to: 'datatreeError' },
  lienInfo: { from: ['profile'], to: 'liens' },
  underwrite: { to: 'product' },
  assetDepletionDtiDecline: { from: ['product'], to: 'assetDepletion' },
  selectProduct: { from: ['product'], to: 'moreProfile' },
  addProfileInfo: { from: ['moreProfile'], to: 'hmda' },
  addHmdaInfo: { from: ['hmda'], to: 'waitSummary' },
  summarySigning: { to: 'appSummary' },
  summarySigned: { to: 'incomeReview' },
  incomeVerified: { to: 'ach' },
  disbursementAch: { from: ['autopay', 'ach'], to: 'docVerify' },
  idDocsUploaded: { from: ['docVerify'], to: 'waitSign' },
  bpoEscalate: { from: ['docVerify', 'incomeReview'], to: 'bpo' },
  bpoProcessWaiting: { to: 'bpoProcessing' },
  idReUpload: { to: 'docVerify' },
  adHocDocRequired: { to: 'documents' },
  incomePartialVerified: { to: 'manualPaystubUpload' },
  manualDisburseSetup: { to: 'autopay' },
  manualDisburseManualPay: { to: 'docVerify' },
  merchantReviewed: { to: 'lienAttestation' },
  lienAttestation: { to: 'waitSign' },
  employerVerification: { to: 'emplVerify' },
  noteSigning: { from: ['waitSign'], to: 'sign' },
  signed: { from: ['sign'], to: 'codeed' },
  // The spec gives these two no from state; ours follow signing (docs/decisions.md), else a new
  // application would fall through to the notary while it waits on any status.
  coDeedConfirmed: { from: ['codeed'], to: 'waitNotary' },
  deedSigning: { from: ['waitNotary', 'codeed'], to: 'notary' },
  enotarySigned: { from: ['notary'], to: 'insurance' },
  manualEnotarySigned: { from: ['notary'], to: 'insurance' },
  insuranceConfirmed: { to: 'waitFund' },
  finish: { to: 'waitFund' },
  inactive: { to: 'declined' },
  decline: { to: 'declined' },
  dtiDecline: { to: 'dtiDeclined' },
  creditScoreDecline: { to: 'creditScoreDeclined' },
  delinquencyReview: { to: 'delinquency' },
  fund: { to: 'complete' },
};

type Data = { application?: object; profile?: object; status?: object };
const context = ({ application = {}, profile = {}, status = {} }: Data): ApplicationContext => ({
  application: { ...application },
  profile: { ...profile },
  status: { ...status },
  lender: {},
  flags: {},
});

/** Spec 000 §4 'Triggers derived from data': for each, data that fires it and close data that does not. */
const TRIGGERS: Record<string, { holds: Data; fails: Data }> = {
  decline: { holds: { status: { uwDecision: 'DECLINE' } }, fails: { status: { uwDecision: 'SELECT' } } },
  inactive: { holds: { application: { active: false } }, fails: { application: { active: true } } },
  dtiDecline: { holds: { status: { dtiDecline: true } }, fails: { status: { dtiDecline: false } } },
  creditScoreDecline: { holds: { status: { creditScoreDecline: true } }, fails: {} },
  creditFrozen: { holds: { status: { creditFrozenWithPin: true } }, fails: {} },
  datatreeNoMatch: { holds: { status: { datatreeNoMatch: true } }, fails: {} },
  lienInfo: {
    holds: {
      profile: { name: { firstName: 'Ada' }, dob: '1980-04-12' },
      application: { selectedPropertyUuid: 'p', consents: [{ type: 'SOFT_CREDIT' }] },
    },
    fails: { profile: { name: { firstName: 'Ada' }, dob: '1980-04-12' }, application: { selectedPropertyUuid: 'p', consents: [] } },
  },
  underwrite: {
    holds: { status: { uwDecision: 'SELECT', inquiryAttestNeeded: true, inquiryAttestComplete: true } },
    fails: { status: { uwDecision: 'SELECT', inquiryAttestNeeded: true } },
  },
  assetDepletionDtiDecline: {
    holds: { status: { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } },
    fails: { status: { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }, application: { assetDepletion: { complete: true } } },
  },
  selectProduct: { holds: { application: { term: 10, amount: 50000 } }, fails: { application: { term: 10, amount: 0 } } },
  addProfileInfo: {
    holds: { application: { property: { ownership: 'SOLE' }, consents: [{ type: 'HARD_CREDIT' }] }, profile: { hasSsn: true } },
    fails: { application: { property: { ownership: 'SOLE' }, consents: [{ type: 'SOFT_CREDIT' }] }, profile: { hasSsn: true } },
  },
  addHmdaInfo: { holds: { application: { hasHmda: true } }, fails: {} },
  summarySigning: {
    holds: { status: { disclosurelistSummaryReady: true } },
    fails: { status: { disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true } },
  },
  summarySigned: { holds: { status: { disclosurelistSummaryComplete: true } }, fails: {} },
  incomePartialVerified: {
    holds: { status: { manualPaystubUpload: true }, application: { incomeSources: [{ employmentType: 'FULL_TIME' }] } },
    fails: { status: { manualPaystubUpload: true }, application: { incomeSources: [{ employmentType: 'SELF_EMPLOYED' }] } },
  },
  incomeVerified: { holds: { status: { uwSubDecision: 'FINAL_OFFER' } }, fails: { status: { uwSubDecision: 'UNVERIFIED_OFFER' } } },
  employerVerification: {
    holds: { application: { disburseAccount: { uuid: 'd' } }, status: { employmentVerificationNeeded: true } },
    fails: { status: { employmentVerificationNeeded: true } },
  },
  manualDisburseSetup: {
    holds: {
      application: { disburseAccount: { uuid: 'd', routingNumber: '123456780' }, payType: 'AUTOPAY' },
      status: { giactAccountStatus: 'PENDING_REVIEW' },
    },
    fails: {
      application: { disburseAccount: { uuid: 'd', routingNumber: '123456780' }, payType: 'AUTOPAY' },
      status: { giactAccountStatus: 'FAILED' },
    },
  },
  disbursementAch: {
    holds: { application: { disburseAccount: { uuid: 'd' }, payType: 'MANUAL' } },
    fails: { application: { disburseAccount: { uuid: 'd' }, payType: 'AUTOPAY' } },
  },
  bpoEscalate: {
    holds: { application: { property: { state: 'TX' } }, status: { bpo: 'BPO_REQUIRED' } },
    fails: { application: { property: { state: 'CA' } }, status: { bpo: 'BPO_REQUIRED' } },
  },
  idDocsUploaded: {
    holds: { application: { documents: [{ type: 'IDCARDFRONT' }], property: { state: 'TX' } }, status: { bpo: 'BPO_NOT_REQUIRED' } },
    fails: { application: { documents: [{ type: 'IDCARDFRONT' }], property: { state: 'TX' } }, status: { bpo: 'BPO_REQUIRED' } },
  },
  noteSigning: {
    holds: { application: { disburseAccount: { uuid: 'd' } }, status: { disclosurelistClosingReady: true } },
    fails: { status: { disclosurelistClosingReady: true } },
  },
  signed: { holds: { status: { disclosurelistClosingComplete: true } }, fails: {} },
  coDeedConfirmed: { holds: { application: { coDeedStatus: 'COMPLETE' } }, fails: { application: { coDeedStatus: 'INVITED' } } },
  deedSigning: { holds: { status: { disclosurelistNotaryReady: true } }, fails: {} },
  enotarySigned: { holds: { status: { primaryParticipantAcceptComplete: true } }, fails: {} },
  finish: {
    holds: { status: { checklistStatus: 'GEN_RESCISSION' }, application: { insurance: { complete: true } } },
    fails: { status: { checklistStatus: 'RESCISSION' }, application: { insurance: { complete: false } } },
  },
  fund: { holds: { status: { checklistStatus: 'COMPLETE' } }, fails: { status: { checklistStatus: 'FUNDABLE' } } },
};

describe('client state machine transitions', () => {
  it('has exactly the spec’s events', () => {
    expect(Object.keys(machine.events).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(Object.entries(SPEC))('%s goes where the spec says', (event, spec) => {
    const definition = machine.events[event]!;
    expect(definition.to).toBe(spec.to);
    expect(definition.from === undefined ? undefined : [...definition.from].sort()).toEqual(spec.from && [...spec.from].sort());
  });
});

describe('client state machine triggers', () => {
  it('has a case for every trigger', () => {
    expect(machine.triggers.map((t) => t.event).sort()).toEqual(Object.keys(TRIGGERS).sort());
  });

  it.each(Object.entries(TRIGGERS))('%s holds on its data and not on close data', (event, { holds, fails }) => {
    const trigger = machine.triggers.find((t) => t.event === event)!;
    expect(isTruthy(evaluateRule(trigger.when, context(holds)))).toBe(true);
    expect(isTruthy(evaluateRule(trigger.when, context(fails)))).toBe(false);
  });
});
