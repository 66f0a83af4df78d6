import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import flowFile from '../../../flows/registration.json';
import { stepData, type Draft } from '@/engine/flow/flow-runner';
import type { RegistrationFlow, Step } from '@/engine/types/registration-flow';
import { DEFAULT_FORM_STATE, initialStepData } from './step-defaults';

const flow = flowFile as unknown as RegistrationFlow;
const validator = customizeValidator();

/** Whether the step's form, handed `formData`, reports a change while it is constructed (its first render). */
function reportsOnFirstDraw(step: Step, formData: Draft): boolean {
  const onChange = vi.fn();
  new Form({ schema: step.schema as RJSFSchema, validator, formData, onChange, experimental_defaultFormStateBehavior: DEFAULT_FORM_STATE });
  return onChange.mock.calls.length > 0;
}

describe('initialStepData', () => {
  const drafts: [string, Draft][] = [
    ['an empty draft', {}],
    ['a draft with part of the address', { propertyAddress: { street1: "12 O'Brien Way" }, name: { firstName: 'José' } }],
  ];

  it.each(drafts)('is what every step form would make of %s, so none draws twice', (_name, draft) => {
    for (const step of flow.steps) expect(reportsOnFirstDraw(step, initialStepData(validator, step, draft)), step.id).toBe(false);
  });

  it('matters: some step forms would report a change if handed the raw answers', () => {
    expect(flow.steps.some((step) => reportsOnFirstDraw(step, stepData(step, {})))).toBe(true);
  });

  it('never ticks a consent the schema requires to be true', () => {
    const consents = flow.steps.filter((step) => JSON.stringify(step.schema).includes('"const":true'));
    expect(consents.length).toBeGreaterThan(0);
    for (const step of consents) expect(JSON.stringify(initialStepData(validator, step, {}))).not.toContain('true');
  });
});
