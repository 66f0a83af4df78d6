import { describe, expect, it } from 'vitest';
import flowFile from '../../../flows/registration.json';
import type { RegistrationFlow } from '../types/registration-flow';
import type { FlowContext, Journey } from './flow-runner';
import { registrationTracker } from './registration-tracker';

const flow = flowFile as unknown as RegistrationFlow;
const context = (draft: Record<string, unknown> = {}): FlowContext => ({ draft, lender: {}, flags: {}, query: {} });
/** The journey as the runner gives it; the tracker only reads which steps are in it and their order. */
const journey = (without: string[] = []): Journey => ({
  steps: flow.steps.filter((s) => !without.includes(s.id)),
  complete: new Set(),
  current: null,
});
const labels = (groups: ReturnType<typeof registrationTracker>) => groups.map((g) => g.label.replace('registration:progress.', ''));

describe('registration tracker', () => {
  it('shows the spec’s groups and items, with the step’s group and item current', () => {
    const groups = registrationTracker(flow, journey(['homeAddress']), 'forSale', context());
    expect(labels(groups)).toEqual(['propertyInfo', 'incomeInfo', 'personalInfo', 'contactInfo', 'loginInfo']);
    expect(groups[0]).toEqual({
      label: 'registration:progress.propertyInfo',
      state: 'current',
      items: [
        { label: 'registration:progress.address', state: 'done' },
        { label: 'registration:progress.saleStatus', state: 'current' },
      ],
    });
    expect(groups.slice(1).map((g) => g.state)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(groups[1]!.items).toEqual([]);
  });

  it('marks earlier groups done', () => {
    const groups = registrationTracker(flow, journey(['homeAddress']), 'birthdate', context());
    expect(groups.map((g) => g.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(groups[2]!.items.map((i) => i.state)).toEqual(['done', 'current']);
  });

  it('omits Contact Info when email and phone are already known, keeping the group before current on its step', () => {
    const known = context({ isEmailPrefilledByProfile: true, phoneNumber: '4155550123', email: 'a@example.com' });
    const groups = registrationTracker(flow, journey(['homeAddress']), 'phoneAndEmail', known);
    expect(labels(groups)).toEqual(['propertyInfo', 'incomeInfo', 'personalInfo', 'loginInfo']);
    expect(groups.map((g) => g.state)).toEqual(['done', 'done', 'current', 'upcoming']);
  });

  it('keeps Contact Info when only the email is known', () => {
    const groups = registrationTracker(flow, journey(), 'phoneAndEmail', context({ isEmailPrefilledByProfile: true }));
    expect(labels(groups)).toContain('contactInfo');
    expect(groups.find((g) => g.state === 'current')!.label).toBe('registration:progress.contactInfo');
  });

  it('leaves out a group none of whose steps is in the journey', () => {
    const groups = registrationTracker(flow, journey(['electronicRecords', 'setPassword']), 'legalName', context());
    expect(labels(groups)).not.toContain('loginInfo');
  });

  it('places every step of the flow in exactly one tracker item', () => {
    const placed = flow.tracker.flatMap((g) => g.items.flatMap((i) => i.steps));
    expect([...placed].sort()).toEqual(flow.steps.map((s) => s.id).sort());
  });
});
