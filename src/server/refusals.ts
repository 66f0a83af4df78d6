// Refusals a borrower reads (a step the status no longer allows, a file that cannot be read, a
// password link that expired). Their words are copy, `copy/<locale>/refusals.json`: the answer says
// which (`messageKey`, with `messageValues`) so the app shows them in the page's language, and
// `message` carries the English, as every refusal does. Refusals only a developer meets stay
// plain English messages.
import english from '../../copy/en/refusals.json';
import { fillPlaceholders } from '../engine/chat/chatbot-answer';
import { HttpError } from './auth/authenticate';

type CopyKey = Exclude<keyof typeof english, '$schema' | 'schemaVersion'>;
/** A refusal's key; a counted one (`_one`/`_other`) by its stem. */
export type RefusalKey = CopyKey extends infer K ? (K extends `${infer Stem}_${'one' | 'other'}` ? Stem : K) : never;

export type RefusalValues = Record<string, string | number>;

/** The English of a refusal, with i18next's plural choice for a `count`. */
export function refusalText(key: RefusalKey, values: RefusalValues = {}): string {
  const texts: Record<string, unknown> = english;
  const counted = typeof values.count === 'number' ? `${key}_${values.count === 1 ? 'one' : 'other'}` : key;
  const text = texts[counted] ?? texts[key];
  if (typeof text !== 'string') throw new Error(`copy/en/refusals.json has no '${counted}'`);
  return fillPlaceholders(text, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
}

/** An HttpError whose words are the refusal's copy. */
export const refuse = (statusCode: number, key: RefusalKey, values: RefusalValues = {}) =>
  new HttpError(statusCode, refusalText(key, values), { key, values });
