import { describe, expect, it } from 'vitest';
import { smsAnswers } from './sms-answers';

const MARKETING = { uuid: 'prompt-sms', version: '2026-12-07', field: 'marketing' };
const TRANSACTIONAL = { uuid: 'prompt-sms-transactional', version: '2026-12-01', field: 'transactional' };

describe('the contact step’s SMS choices', () => {
  it('answers each prompt shown, ticked or not, with the version of the words shown', () => {
    const answers = smsAnswers({ smsConsents: { marketing: true } }, { SMS: MARKETING, SMS_TRANSACTIONAL: TRANSACTIONAL });
    expect(answers).toEqual([
      { type: 'SMS', promptUuid: 'prompt-sms', version: '2026-12-07', optIn: true },
      { type: 'SMS_TRANSACTIONAL', promptUuid: 'prompt-sms-transactional', version: '2026-12-01', optIn: false },
    ]);
  });

  it('answers nothing for a prompt the step did not show, whatever the draft holds', () => {
    expect(smsAnswers({ smsConsents: { marketing: true, transactional: true } }, { SMS: MARKETING })).toEqual([
      { type: 'SMS', promptUuid: 'prompt-sms', version: '2026-12-07', optIn: true },
    ]);
    expect(smsAnswers({ smsConsents: { marketing: true } }, undefined)).toEqual([]);
  });

  it('takes only a ticked box as a yes', () => {
    expect(smsAnswers({ smsConsents: { marketing: 'true' } }, { SMS: MARKETING })[0]!.optIn).toBe(false);
    expect(smsAnswers({}, { SMS: MARKETING })[0]!.optIn).toBe(false);
  });
});
