// Which SMS consent prompt of each type the contact step showed, and the version of its words: what
// the choices are recorded against once the account exists (submit-registration.ts). Kept like the
// registration's draft, for a day, and cleared when the registration is submitted.
import { isExpired, registrationKey } from '@/engine/registration/registration-record';
import type { ShownSmsPrompt } from '@/engine/registration/sms-answers';

/** Beside the lender's registration record, under its key, so logout's clearing of every registration takes it too. */
const shownSmsPromptsKey = (orgCode: string) => `${registrationKey(orgCode)}.smsPrompts`;

type Shown = Record<string, ShownSmsPrompt>;

export function loadShownSmsPrompts(orgCode: string): Shown {
  try {
    const stored = JSON.parse(localStorage.getItem(shownSmsPromptsKey(orgCode)) ?? 'null') as { savedAt: number; prompts: Shown } | null;
    return stored && typeof stored.savedAt === 'number' && !isExpired(stored.savedAt, Date.now()) ? stored.prompts : {};
  } catch {
    return {};
  }
}

export function saveShownSmsPrompt(orgCode: string, type: string, prompt: ShownSmsPrompt): void {
  const prompts = { ...loadShownSmsPrompts(orgCode), [type]: prompt };
  try {
    localStorage.setItem(shownSmsPromptsKey(orgCode), JSON.stringify({ savedAt: Date.now(), prompts }));
  } catch {
    // Storage refused: the choice cannot be recorded against these words, and is not (nothing shown is kept).
  }
}

export function clearShownSmsPrompts(orgCode: string): void {
  try {
    localStorage.removeItem(shownSmsPromptsKey(orgCode));
  } catch {
    // Nothing to clear.
  }
}
