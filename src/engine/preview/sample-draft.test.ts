import { describe, expect, it } from 'vitest';
import flowFile from '../../../flows/registration.json';
import samplesFile from '../../../flows/sample-drafts.json';
import usStatesFile from '../../../flows/us-states.json';
import { stepFields } from '../flow/flow-runner';
import type { RegistrationFlow } from '../types/registration-flow';
import type { SampleDrafts } from '../types/sample-drafts';
import { zipInState, type UsStateTable } from '../validation/us-state';
import {
  draftBefore,
  fieldsBeforeWithWidget,
  lendingState,
  sampleDraft,
  sampleReferrer,
  uniqueSampleEmail,
  type SampleLender,
} from './sample-draft';

const samples = samplesFile as SampleDrafts;
const flow = flowFile as unknown as RegistrationFlow;
const usStates = usStatesFile as UsStateTable;

const lender = (licensed: string[], supported: string[], more: Partial<SampleLender> = {}): SampleLender => ({
  states: { licensed, supported },
  features: {},
  ...more,
});

describe('the sample draft', () => {
  it('puts its addresses in the first state the lender both licenses and lends in, with a ZIP code of that state', () => {
    const draft = sampleDraft(samples, lender(['NV', 'OR'], ['OR', 'WA']), usStates);
    for (const field of samples.inLenderState) {
      const address = draft[field] as { state: string; zip: string };
      expect(address.state, field).toBe('OR');
      expect(zipInState(address.zip, 'OR', usStates), field).toBe(true);
    }
    expect(lendingState(lender(['NY'], ['CA']))).toBe('CA');
  });

  it('leaves the data untouched and takes the email it is given', () => {
    const before = JSON.stringify(samples);
    const draft = sampleDraft(samples, lender(['TX'], ['TX']), usStates, 'someone@example.com');
    expect(draft.email).toBe('someone@example.com');
    expect(JSON.stringify(samples)).toBe(before);
  });
});

describe('the answers before a step', () => {
  const draft = sampleDraft(samples, lender(['TX'], ['TX']), usStates);

  it('are those of the steps before it, none of its own or later ones', () => {
    const sixth = flow.steps[5]!;
    const before = draftBefore(flow, sixth.id, draft);
    const earlier = flow.steps.slice(0, 5).flatMap(stepFields);
    expect(Object.keys(before).sort()).toEqual(earlier.filter((field) => field in draft).sort());
    expect(draftBefore(flow, flow.steps[0]!.id, draft)).toEqual({});
  });

  it('name the fields an E-SIGN widget collects only for steps after its own', () => {
    const esign = flow.steps.findIndex((step) => JSON.stringify(step.uiSchema ?? {}).includes('"esignConsent"'));
    expect(esign).toBeGreaterThan(0);
    expect(fieldsBeforeWithWidget(flow, flow.steps[esign]!.id, 'esignConsent')).toEqual([]);
    expect(fieldsBeforeWithWidget(flow, flow.steps[esign + 1]!.id, 'esignConsent')).toEqual(['esignConsent']);
  });
});

describe('the sample referral and email', () => {
  const officers = [
    { uuid: 'a', licensedStates: ['CA'] },
    { uuid: 'b', licensedStates: ['AZ', 'UT'] },
  ];

  it('is a loan officer licensed in the sample home’s state, only for a lender that needs one', () => {
    const needs = lender(['AZ'], ['AZ'], { features: { loanOfficerRequired: true }, referrals: { loanOriginators: officers } });
    expect(sampleReferrer(needs)).toBe('b');
    expect(sampleReferrer({ ...needs, states: { licensed: ['NV'], supported: ['NV'] } })).toBe('a');
    expect(sampleReferrer({ ...needs, features: {} })).toBeUndefined();
  });

  it('is the sample’s email with the moment in its local part', () => {
    expect(uniqueSampleEmail('grace.hopper@example.com', 42)).toBe('grace.hopper.42@example.com');
  });
});
