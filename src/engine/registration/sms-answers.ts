// The contact step's SMS choices as the communication-preferences service records them: one answer
// per prompt the step showed (an unticked box is a 'no' to words the person read), each with the
// version of the words shown. A prompt the step never showed (its flag off, or its words could not
// be loaded) gets no answer: nothing was asked.
import type { Draft } from '../flow/flow-runner';

/** Where the flow keeps the step's SMS choices (flows/registration.json, step phoneAndEmail). */
export const SMS_CHOICES_FIELD = 'smsConsents';

/** An SMS consent prompt as the contact step showed it: which prompt, the version of its words, the draft field answering it. */
export interface ShownSmsPrompt {
  uuid: string;
  version: string;
  field: string;
}

export interface SmsAnswer {
  type: string;
  promptUuid: string;
  version: string;
  optIn: boolean;
}

export function smsAnswers(draft: Draft, shown: Record<string, ShownSmsPrompt> | undefined): SmsAnswer[] {
  const choices = (draft[SMS_CHOICES_FIELD] ?? {}) as Record<string, unknown>;
  return Object.entries(shown ?? {}).map(([type, prompt]) => ({
    type,
    promptUuid: prompt.uuid,
    version: prompt.version,
    optIn: choices[prompt.field] === true,
  }));
}
