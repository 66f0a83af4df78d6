import { describe, expect, it } from 'vitest';
import flowFile from '../../../flows/registration.json';
import type { RegistrationFlow } from '../types/registration-flow';
import { handoverDraft, handoverId } from './handover';

const flow = flowFile as unknown as RegistrationFlow;
const id = 'A'.repeat(20) + '_-' + 'z9'.repeat(10) + 'q';

describe('registration hand-overs', () => {
  it("hands over the flow's answers, not its secrets, its consents or anything else", () => {
    const answers = { propertyAddress: { state: 'NY' }, name: { firstName: 'Ada' }, email: 'ada@example.com' };
    expect(
      handoverDraft(flow, { ...answers, password: 'x', confirmPassword: 'x', esignConsent: {}, smsConsents: [], consents: [], other: 1 }),
    ).toEqual(answers);
  });

  it('reads the id from the hash, and only an id it could have made', () => {
    expect(id).toHaveLength(43);
    expect(handoverId(`#handover=${id}`)).toBe(id);
    expect(handoverId(`#other=1&handover=${id}`)).toBe(id);
    for (const hash of ['', '#', '#handover=', `#handover=${id}x`, `#handover=${id.slice(1)}!`]) expect(handoverId(hash)).toBeNull();
  });
});
