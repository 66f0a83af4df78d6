// The registration flow file against the real lenders: the flow runner, its rules, notices, variants and exits.
import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import registration from '../../flows/registration.json';
import { buildLenderPackages } from '../../src/build/lender-packages';
import type { LenderConfig } from '../../src/engine/lender/lender-package';
import type { RegistrationFlow, Step } from '../../src/engine/types/registration-flow';
import {
  activeNotices,
  canVisit,
  exitAfter,
  ruleErrors,
  runJourney,
  stepWording,
  withStepData,
  type Draft,
  type FlowContext,
  type SchemaCheck,
} from '../../src/engine/flow/flow-runner';
import { storableDraft } from '../../src/engine/registration/registration-record';
import { evaluateRule } from '../../src/engine/json-logic/json-logic';
import { provideUsStateTable } from '../../src/engine/validation/us-state';
import usStates from '../../flows/us-states.json';

const flow = registration as unknown as RegistrationFlow;
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ReturnType<Ajv['compile']>>();
const schemaCheck: SchemaCheck = (step, data) => {
  if (!validators.has(step.id)) validators.set(step.id, ajv.compile(step.schema));
  return validators.get(step.id)!(data) as boolean;
};

let lenders: Map<string, LenderConfig>;
beforeAll(async () => {
  const built = await buildLenderPackages();
  lenders = new Map([...built.packages].map(([org, pkg]) => [org, pkg.lender]));
});

const step = (id: string): Step => flow.steps.find((s) => s.id === id)!;
const context = (draft: Draft, org = 'NORTHSTAR', extra: Partial<FlowContext> = {}): FlowContext => ({
  draft,
  lender: lenders.get(org),
  flags: {},
  query: {},
  ...extra,
});

const property = (over: Record<string, string> = {}) => ({
  propertyAddress: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814', occupancyType: 'HOME', ...over },
});
const COMPLETE: Draft = {
  ...property(),
  isListedForSale: 'NO',
  income: { employmentType: 'FULL_TIME', income: 120000, otherIncome: 0 },
  name: { firstName: 'Ada', lastName: 'Lovelace', suffix: '' },
  dob: '1980-04-12',
  email: 'ada@example.com',
  phoneNumber: '4155550123',
  // The E-SIGN step keeps the sample's id and the code the person read in it.
  esignConsent: 'sample-1.K7QD2M',
  password: 'Mixed!Case1234',
  confirmPassword: 'Mixed!Case1234',
  consents: { termsPrivacy: true, communication: true },
};
const messages = (id: string, draft: Draft, org?: string) => ruleErrors(step(id), context(draft, org)).map((e) => e.message);

describe('journey', () => {
  it('starts at the property address and refuses to skip ahead', () => {
    const journey = runJourney(flow, context({}), schemaCheck);
    expect(journey.current?.id).toBe('propertyAddress');
    expect(canVisit(journey, 'propertyAddress')).toBe(true);
    expect(canVisit(journey, 'forSale')).toBe(false);
    expect(canVisit(journey, 'setPassword')).toBe(false);
  });

  it('skips the home address for a primary residence and asks it otherwise', () => {
    const primary = runJourney(flow, context(property()), schemaCheck);
    expect(primary.steps.map((s) => s.id)).not.toContain('homeAddress');
    expect(primary.current?.id).toBe('forSale');
    expect(canVisit(primary, 'homeAddress')).toBe(false);
    const second = runJourney(flow, context(property({ occupancyType: 'SECONDARY' })), schemaCheck);
    expect(second.current?.id).toBe('homeAddress');
  });

  it('clears the home address once occupancy becomes primary', () => {
    const draft = {
      ...COMPLETE,
      ...property({ occupancyType: 'SECONDARY' }),
      homeAddress: { street1: '1 Elm St', city: 'Reno', state: 'NV', zip: '89501' },
    };
    expect(runJourney(flow, context(draft), schemaCheck).current).toBeNull();
    const switched = withStepData(step('propertyAddress'), draft, property());
    const journey = runJourney(flow, context(switched), schemaCheck);
    expect(journey.current).toBeNull();
    expect(journey.steps.map((s) => s.id)).not.toContain('homeAddress');
  });

  it('is complete for a full draft, and an answer removed sends the person back there', () => {
    expect(runJourney(flow, context(COMPLETE), schemaCheck).current).toBeNull();
    const { dob: _dob, ...withoutDob } = COMPLETE;
    const journey = runJourney(flow, context(withoutDob), schemaCheck);
    expect(journey.current?.id).toBe('birthdate');
    expect(canVisit(journey, 'phoneAndEmail')).toBe(false);
    expect(canVisit(journey, 'legalName')).toBe(true);
  });

  it('never stores the password', () => {
    expect(storableDraft(flow, COMPLETE)).not.toHaveProperty('password');
    expect(storableDraft(flow, COMPLETE)).not.toHaveProperty('confirmPassword');
    expect(storableDraft(flow, COMPLETE)).toHaveProperty('email');
  });
});

describe('rules', () => {
  it('asks for a street address of at least three characters and more than one word', () => {
    const street = (street1: string) => messages('propertyAddress', property({ street1 }));
    expect(street('12')).toEqual([{ key: 'registration:errors.propertyAddressInvalid' }]);
    expect(street('Lighthouse')).toEqual([{ key: 'registration:errors.propertyAddressInvalid' }]);
    expect(street('42 Lighthouse Lane')).toEqual([]);
  });

  it('refuses unemployed borrowers and asks to confirm a low income', () => {
    expect(messages('annualIncome', { income: { employmentType: 'UNEMPLOYED', income: 50000 } })).toEqual([
      { key: 'registration:errors.unemployed' },
    ]);
    expect(messages('annualIncome', { income: { employmentType: 'RETIRED', income: 14999 } })).toEqual([
      { key: 'registration:errors.confirmLowIncome' },
    ]);
    expect(messages('annualIncome', { income: { employmentType: 'RETIRED', income: 14999, lowIncomeConfirmed: true } })).toEqual([]);
    expect(messages('annualIncome', { income: { employmentType: 'RETIRED', income: 15000 } })).toEqual([]);
  });

  it('asks to confirm a low income only once an income is typed, and shows the box only then', () => {
    expect(messages('annualIncome', { income: { employmentType: 'RETIRED' } })).toEqual([]);
    expect(messages('annualIncome', { income: { employmentType: 'RETIRED', income: 0 } })).toEqual([
      { key: 'registration:errors.confirmLowIncome' },
    ]);
    const showWhen = (step('annualIncome').uiSchema as { income: { lowIncomeConfirmed: { 'ui:showWhen': unknown } } }).income
      .lowIncomeConfirmed['ui:showWhen'];
    expect(evaluateRule(showWhen, context({ income: {} }))).toBe(false);
    expect(evaluateRule(showWhen, context({ income: { income: 9000 } }))).toBe(true);
    expect(evaluateRule(showWhen, context({ income: { income: 90000 } }))).toBe(false);
  });

  it('asks for a year typed short in full, rather than calling the date missing or invalid', () => {
    expect(messages('birthdate', { dob: '80-04-12' })).toEqual([{ key: 'registration:errors.dobYearInFull' }]);
    expect(schemaCheck(step('birthdate'), { dob: '80-04-12' })).toBe(true);
    expect(messages('birthdate', { dob: '1980-04-12' })).toEqual([]);
  });

  it('refuses a ZIP code of another state once the state table is loaded', () => {
    provideUsStateTable(usStates);
    try {
      expect(messages('propertyAddress', property({ state: 'TX', zip: '95814' }))).toEqual([{ key: 'registration:errors.zipNotInState' }]);
      expect(messages('propertyAddress', property({ state: 'TX', zip: '78701' }), 'PINE_LO')).toEqual([]);
      const home = { homeAddress: { street1: '1 Main St', city: 'Austin', state: 'CA', zip: '78701' } };
      expect(messages('homeAddress', { ...property({ occupancyType: 'SECONDARY' }), ...home })).toEqual([
        { key: 'registration:errors.zipNotInState' },
      ]);
    } finally {
      provideUsStateTable(undefined);
    }
  });

  it('takes names in any alphabet with apostrophes, and states only as codes', () => {
    const name = (over: Record<string, string>) => ({ name: { firstName: 'José', lastName: "Núñez O'Brien", ...over } });
    expect(schemaCheck(step('legalName'), name({}))).toBe(true);
    expect(schemaCheck(step('legalName'), name({ middleName: 'María’s' }))).toBe(true);
    expect(schemaCheck(step('legalName'), name({ lastName: 'O8rien' }))).toBe(false);
    expect(schemaCheck(step('propertyAddress'), property({ state: 'TX', zip: '78701', city: 'Cañon City' }))).toBe(true);
    expect(schemaCheck(step('propertyAddress'), property({ state: 'Texas' }))).toBe(false);
  });

  it('applies the minimum age: 18, 19 in Alabama, 62 for the age-restricted lender', () => {
    const today = new Date();
    const yearsAgo = (n: number) => `${today.getUTCFullYear() - n}-01-01`;
    expect(messages('birthdate', { ...property(), dob: yearsAgo(18) })).toEqual([]);
    expect(messages('birthdate', { ...property(), dob: yearsAgo(17) + '' })).toEqual([
      { key: 'registration:errors.minimumAge', values: { age: 18 } },
    ]);
    expect(messages('birthdate', { ...property({ state: 'AL' }), dob: `${today.getUTCFullYear() - 18}-01-01` })).toEqual([
      { key: 'registration:errors.minimumAge', values: { age: 19 } },
    ]);
    expect(messages('birthdate', { ...property({ state: 'MI' }), dob: yearsAgo(61) }, 'EVERGREEN_62')).toEqual([
      { key: 'registration:errors.ageRestricted' },
    ]);
    expect(messages('birthdate', { ...property({ state: 'MI' }), dob: yearsAgo(63) }, 'EVERGREEN_62')).toEqual([]);
    expect(messages('birthdate', { dob: '1980-02-30' })).toEqual([{ key: 'registration:errors.invalidDate' }]);
    expect(messages('birthdate', { dob: '1899-12-31' })).toEqual([{ key: 'registration:errors.invalidDate' }]);
  });

  it('explains that the country code is not needed', () => {
    expect(messages('phoneAndEmail', { phoneNumber: '1415555012' })).toEqual([{ key: 'registration:errors.phoneCountryCode' }]);
    expect(messages('phoneAndEmail', { phoneNumber: '4155550123' })).toEqual([]);
  });

  it('checks password strength and the confirmation', () => {
    expect(messages('setPassword', { password: 'weakpassword', confirmPassword: 'weakpassword' })).toEqual([
      { key: 'registration:errors.passwordWeak' },
    ]);
    expect(messages('setPassword', { password: 'Mixed!Case1234', confirmPassword: 'Mixed!Case12345' })).toEqual([
      { key: 'registration:errors.passwordMismatch' },
    ]);
  });

  it('refuses New York where the regulator reviews, unless the New York modal takes over', () => {
    expect(messages('propertyAddress', property({ state: 'NY' }))).toEqual([{ key: 'registration:errors.regulatorReviewState' }]);
    expect(
      ruleErrors(step('propertyAddress'), context(property({ state: 'NY' }), 'NORTHSTAR', { flags: { 'fe-heloc-figure-ny-modal': true } })),
    ).toEqual([]);
    expect(messages('propertyAddress', property({ state: 'NY' }), 'HARBOR_CU')).toEqual([]);
  });
});

describe('notices, variants and exits', () => {
  it('blocks a referred application outside the loan officer’s licensed states', () => {
    const referred = (state: string) =>
      activeNotices(step('propertyAddress'), context(property({ state }), 'PINE_LO', { query: { referrer: 'lo-1' } }));
    expect(referred('TX')).toEqual([
      { message: { key: 'registration:errors.referralUnlicensedState' }, tone: 'error', blocksSubmit: true },
    ]);
    expect(referred('CA')).toEqual([]);
    expect(activeNotices(step('propertyAddress'), context(property({ state: 'TX' }), 'PINE_LO'))).toEqual([]);
  });

  it('says an age requirement above 18 on the first step, before anything is typed, and nothing for other lenders', () => {
    expect(activeNotices(step('propertyAddress'), context({}, 'EVERGREEN_62'))).toEqual([
      { message: { key: 'registration:notices.minimumAge', values: { age: 62 } }, tone: 'info', blocksSubmit: false },
    ]);
    for (const org of lenders.keys()) {
      if (lenders.get(org)!.features.minimumAge > 18) continue;
      expect(activeNotices(step('propertyAddress'), context({}, org)), org).toEqual([]);
    }
  });

  it('warns about disaster zips without blocking', () => {
    const [notice] = activeNotices(step('propertyAddress'), context(property({ zip: '90265' })));
    expect(notice).toMatchObject({ tone: 'warning', blocksSubmit: false });
  });

  it('words steps for the lender', () => {
    expect(stepWording(step('forSale'), context({}, 'LAKESHORE')).title).toBe('registration:steps.forSale.titleSixMonths');
    expect(stepWording(step('forSale'), context({})).title).toBe('registration:steps.forSale.title');
    expect(stepWording(step('phoneAndEmail'), context({}, 'LAKESHORE'))).toMatchObject({
      title: 'registration:steps.phoneAndEmail.titlePrescreen',
      submit: 'registration:actions.applyNow',
    });
    expect(stepWording(step('phoneAndEmail'), context({})).submit).toBe('registration:actions.checkMyRate');
  });

  it('sends Hawaii to the partner modal, New York to the other entity, and unsupported places to the waitlist', () => {
    const exit = (draft: Draft, org = 'NORTHSTAR', extra: Partial<FlowContext> = {}) =>
      exitAfter(flow, 'propertyAddress', context(draft, org, extra));
    expect(exit(property())).toBeNull();
    expect(exit(property({ state: 'HI' }))?.modal).toBe('hawaii');
    expect(exit(property({ state: 'HI' }), 'HARBOR_CU')?.to).toBe('waitlist');
    expect(exit(property({ state: 'NY' }), 'NORTHSTAR', { flags: { 'fe-heloc-figure-ny-modal': true } })?.modal).toBe('newYork');
    expect(exit(property({ state: 'CA' }), 'NORTHSTAR_NY', { flags: { 'fe-heloc-figure-ny-modal': true } })?.modal).toBe('newYork');
    expect(exit(property({ zip: '97147', state: 'OR' }))?.to).toBe('waitlist');
    expect(exit(property(), 'NORTHSTAR', { query: { utm_source: 'cloc' } })?.to).toBe('waitlist');
  });
});
