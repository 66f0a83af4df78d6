// The HMDA demographic questions, as in the Uniform Residential Loan Application's demographic
// section: ethnicity and race with their sub-categories and the form's write-in 'Other' boxes, and
// sex. Each may be declined. The form's visual-observation questions belong to face-to-face
// interviews: this application is taken online, so they are recorded as not so collected.

/** The answer that declines a question; it excludes every other answer to that question. */
export const NOT_PROVIDED = 'NOT_PROVIDED';

export interface HmdaOption {
  value: string;
  /** Sub-categories, offered once the option is chosen. */
  details?: readonly string[];
}

export const HMDA_QUESTIONS = {
  ethnicity: [
    { value: 'HISPANIC_OR_LATINO', details: ['MEXICAN', 'PUERTO_RICAN', 'CUBAN', 'OTHER_HISPANIC_OR_LATINO'] },
    { value: 'NOT_HISPANIC_OR_LATINO' },
    { value: NOT_PROVIDED },
  ],
  race: [
    { value: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE' },
    { value: 'ASIAN', details: ['ASIAN_INDIAN', 'CHINESE', 'FILIPINO', 'JAPANESE', 'KOREAN', 'VIETNAMESE', 'OTHER_ASIAN'] },
    { value: 'BLACK_OR_AFRICAN_AMERICAN' },
    {
      value: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
      details: ['NATIVE_HAWAIIAN', 'GUAMANIAN_OR_CHAMORRO', 'SAMOAN', 'OTHER_PACIFIC_ISLANDER'],
    },
    { value: 'WHITE' },
    { value: NOT_PROVIDED },
  ],
  sex: [{ value: 'FEMALE' }, { value: 'MALE' }, { value: NOT_PROVIDED }],
} as const satisfies Record<string, readonly HmdaOption[]>;

export type HmdaQuestion = keyof typeof HMDA_QUESTIONS;
export type HmdaAnswers = Record<HmdaQuestion, string[]>;
export type HmdaProblem = 'required' | 'notProvidedAlone' | 'unknown' | 'detailWithoutCategory';

export const HMDA_QUESTION_NAMES = Object.keys(HMDA_QUESTIONS) as HmdaQuestion[];

const options = (question: HmdaQuestion): readonly HmdaOption[] => HMDA_QUESTIONS[question];
const parentOf = (question: HmdaQuestion, value: string) => options(question).find((o) => o.details?.includes(value));

/**
 * The answers after the borrower ticks or unticks `value`: declining clears the others, any other
 * answer clears the decline, a sub-category brings its category, and unticking a category drops
 * its sub-categories.
 */
export function toggleAnswer(question: HmdaQuestion, answers: readonly string[], value: string, checked: boolean): string[] {
  if (!checked) {
    const details = options(question).find((o) => o.value === value)?.details ?? [];
    return answers.filter((a) => a !== value && !details.includes(a));
  }
  if (value === NOT_PROVIDED) return [NOT_PROVIDED];
  const parent = parentOf(question, value)?.value;
  const added = [...answers.filter((a) => a !== NOT_PROVIDED), ...(parent && !answers.includes(parent) ? [parent] : []), value];
  return [...new Set(added)];
}

/** What is wrong with one question's answers, or null. */
export function hmdaProblem(question: HmdaQuestion, answers: readonly string[]): HmdaProblem | null {
  if (answers.length === 0) return 'required';
  const known = new Set(options(question).flatMap((o) => [o.value, ...(o.details ?? [])]));
  if (answers.some((a) => !known.has(a))) return 'unknown';
  if (answers.includes(NOT_PROVIDED) && answers.length > 1) return 'notProvidedAlone';
  if (answers.some((a) => parentOf(question, a) && !answers.includes(parentOf(question, a)!.value))) return 'detailWithoutCategory';
  return null;
}

/**
 * Reg C (appendix B): 'I do not wish to provide this information' chosen together with an answer
 * reports the answer given, so the decline is dropped there; chosen alone it stays, and is
 * reported as not provided.
 */
export function resolveDeclines<T extends Partial<HmdaAnswers>>(answers: T): T {
  const resolved = { ...answers };
  for (const question of HMDA_QUESTION_NAMES) {
    const given = answers[question];
    if (given && given.length > 1 && given.includes(NOT_PROVIDED)) resolved[question] = given.filter((a) => a !== NOT_PROVIDED);
  }
  return resolved;
}

/** Every question's problem; empty when the answers may be sent. */
export function hmdaProblems(answers: Partial<HmdaAnswers>): Partial<Record<HmdaQuestion, HmdaProblem>> {
  const problems: Partial<Record<HmdaQuestion, HmdaProblem>> = {};
  for (const question of HMDA_QUESTION_NAMES) {
    const problem = hmdaProblem(question, answers[question] ?? []);
    if (problem) problems[question] = problem;
  }
  return problems;
}

/** Answers that have the form's write-in box (origin, tribe, race), offered while they are ticked. */
export const DESCRIBED_ANSWERS = [
  'OTHER_HISPANIC_OR_LATINO',
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'OTHER_ASIAN',
  'OTHER_PACIFIC_ISLANDER',
] as const;
export type DescribedAnswer = (typeof DESCRIBED_ANSWERS)[number];
export type HmdaDescriptions = Partial<Record<DescribedAnswer, string>>;
export type DescriptionProblem = 'tooLong' | 'unsupported' | 'withoutAnswer';

/** HMDA's free-form race and ethnicity fields hold 100 characters. */
export const DESCRIPTION_MAX_LENGTH = 100;
/** Letters (any script) first, then letters, spaces and the punctuation names use. */
const DESCRIPTION_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’,.\-/()&]*$/u;

export const isDescribed = (value: string): value is DescribedAnswer => (DESCRIBED_ANSWERS as readonly string[]).includes(value);

const ticked = (answers: HmdaAnswers, value: DescribedAnswer) => answers.ethnicity.includes(value) || answers.race.includes(value);

/** What is wrong with one write-in text (blank is fine: the box is optional), or null. */
export function descriptionProblem(text: string): Exclude<DescriptionProblem, 'withoutAnswer'> | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.length > DESCRIPTION_MAX_LENGTH) return 'tooLong';
  return DESCRIPTION_PATTERN.test(trimmed) ? null : 'unsupported';
}

/** Every write-in's problem: its text, or a text sent for an answer that is not ticked. */
export function descriptionProblems(
  answers: HmdaAnswers,
  descriptions: HmdaDescriptions,
): Partial<Record<DescribedAnswer, DescriptionProblem>> {
  const problems: Partial<Record<DescribedAnswer, DescriptionProblem>> = {};
  for (const [value, text] of Object.entries(descriptions) as Array<[DescribedAnswer, string]>) {
    const problem = ticked(answers, value) ? descriptionProblem(text) : text.trim() === '' ? null : 'withoutAnswer';
    if (problem) problems[value] = problem;
  }
  return problems;
}

/** The write-ins to send: trimmed, for ticked answers only, blanks left out. */
export function keptDescriptions(answers: HmdaAnswers, descriptions: HmdaDescriptions): HmdaDescriptions {
  const kept: HmdaDescriptions = {};
  for (const value of DESCRIBED_ANSWERS) {
    const text = descriptions[value]?.trim();
    if (text && ticked(answers, value)) kept[value] = text;
  }
  return kept;
}

/** The URLA's 'provided through' for an application taken on this site. */
export const ONLINE_CHANNEL = 'EMAIL_OR_INTERNET';

export interface HmdaSubmission extends HmdaAnswers {
  otherDescriptions: HmdaDescriptions;
  providedThrough: typeof ONLINE_CHANNEL;
}

/** What the lender keeps: the answers, and (online, so never) collected on the basis of visual observation or surname. */
export const hmdaRecord = (submission: HmdaSubmission) => ({
  ...submission,
  collectedByVisualObservation: { ethnicity: false, race: false, sex: false },
});
