import { describe, expect, it } from 'vitest';
import registrationFile from '../../../flows/registration.json';
import type { RegistrationFlow, Step } from '../types/registration-flow';
import {
  applyClears,
  canVisit,
  nextStep,
  previousStep,
  runJourney,
  stepData,
  stepPosition,
  withStepData,
  type FlowContext,
  type SchemaCheck,
} from './flow-runner';

const step = (id: string, field: string, guard?: unknown): Step =>
  ({
    id,
    path: id,
    title: `t:${id}`,
    submit: 't:go',
    schema: { type: 'object', required: [field], properties: { [field]: { type: 'string' } } },
    ...(guard === undefined ? {} : { guard }),
  }) as Step;

const flow = {
  $schema: '../schemas/registration-flow.schema.json',
  schemaVersion: 1,
  id: 'test',
  steps: [step('a', 'a'), step('b', 'b', { '==': [{ var: 'draft.a' }, 'yes'] }), step('c', 'c')],
  clears: [{ field: 'b', when: { '!=': [{ var: 'draft.a' }, 'yes'] } }],
  exits: [],
  tracker: [{ label: 't:all', items: [{ steps: ['a', 'b', 'c'] }] }],
} as RegistrationFlow;

/** A required string field: present and non-empty. */
const schemaCheck: SchemaCheck = (s, data) =>
  ((s.schema as unknown as { required?: string[] }).required ?? []).every((f) => typeof data[f] === 'string' && data[f] !== '');
const ctx = (draft: Record<string, unknown>): FlowContext => ({ draft, lender: {}, flags: {}, query: {} });

describe('flow runner', () => {
  it('walks the applicable steps in order', () => {
    const journey = runJourney(flow, ctx({ a: 'yes' }), schemaCheck);
    expect(journey.steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(journey.current?.id).toBe('b');
    expect(nextStep(journey, 'a')?.id).toBe('b');
    expect(previousStep(journey, 'c')?.id).toBe('b');
    expect(previousStep(journey, 'a')).toBeNull();
    expect(nextStep(journey, 'c')).toBeNull();
  });

  it('skips a step whose guard fails, in the order and in navigation', () => {
    const journey = runJourney(flow, ctx({ a: 'no' }), schemaCheck);
    expect(journey.steps.map((s) => s.id)).toEqual(['a', 'c']);
    expect(nextStep(journey, 'a')?.id).toBe('c');
    expect(canVisit(journey, 'b')).toBe(false);
    expect(canVisit(journey, 'c')).toBe(true);
  });

  it('lets a person revisit earlier steps but not jump past an unanswered one', () => {
    const journey = runJourney(flow, ctx({ a: 'yes', c: 'filled' }), schemaCheck);
    expect(journey.current?.id).toBe('b');
    expect(canVisit(journey, 'a')).toBe(true);
    expect(canVisit(journey, 'b')).toBe(true);
    expect(canVisit(journey, 'c')).toBe(false);
    expect(canVisit(journey, 'nope')).toBe(false);
  });

  it('clears answers that no longer apply before judging the journey', () => {
    expect(applyClears(flow, ctx({ a: 'no', b: 'old' }))).toEqual({ a: 'no' });
    expect(applyClears(flow, ctx({ a: 'yes', b: 'kept' }))).toEqual({ a: 'yes', b: 'kept' });
  });

  it('reads and writes only a step’s own fields', () => {
    const draft = { a: 'yes', b: 'x', c: 'y' };
    expect(stepData(flow.steps[1]!, draft)).toEqual({ b: 'x' });
    expect(withStepData(flow.steps[1]!, draft, { b: 'z', c: 'ignored' })).toEqual({ a: 'yes', b: 'z', c: 'y' });
    expect(withStepData(flow.steps[1]!, draft, {})).toEqual({ a: 'yes', c: 'y' });
  });

  it('gives the total only once no answer still to give can add or drop a step', () => {
    // On a, its answer decides whether b is asked: 'Step 1', not a total that would change.
    expect(stepPosition(flow, runJourney(flow, ctx({}), schemaCheck), 'a')).toEqual({ current: 1, total: null });
    expect(stepPosition(flow, runJourney(flow, ctx({ a: 'yes' }), schemaCheck), 'a')).toEqual({ current: 1, total: null });
    expect(stepPosition(flow, runJourney(flow, ctx({ a: 'yes' }), schemaCheck), 'b')).toEqual({ current: 2, total: 3 });
    expect(stepPosition(flow, runJourney(flow, ctx({ a: 'no' }), schemaCheck), 'c')).toEqual({ current: 2, total: 2 });
  });

  it('counts guards on what is known from the start (the lender, a prefilled field no step asks) as settled', () => {
    const byLender = {
      ...flow,
      steps: [step('a', 'a'), step('b', 'b', { var: 'lender.asksB' }), step('c', 'c', { var: 'draft.prefilled' })],
    };
    expect(stepPosition(byLender, runJourney(byLender, { ...ctx({}), lender: { asksB: true } }, schemaCheck), 'a')).toEqual({
      current: 1,
      total: 2,
    });
  });

  it('registration: no total on the property step, whose occupancy decides the home-address step; a fixed one after', () => {
    const registration = registrationFile as unknown as RegistrationFlow;
    const at = (stepId: string, occupancyType?: string) =>
      stepPosition(
        registration,
        runJourney(registration, ctx({ propertyAddress: { occupancyType } }), () => false),
        stepId,
      );
    expect(at('propertyAddress')).toEqual({ current: 1, total: null });
    expect(at('propertyAddress', 'HOME')).toEqual({ current: 1, total: null });
    expect(at('homeAddress', 'SECONDARY')).toEqual({ current: 2, total: 9 });
    expect(at('forSale', 'HOME')).toEqual({ current: 2, total: 8 });
    expect(at('setPassword', 'HOME')).toEqual({ current: 8, total: 8 });
  });
});
