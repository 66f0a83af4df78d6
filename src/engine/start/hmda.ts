// The HMDA demographic questions, as in the Uniform Residential Loan Application's demographic
// section: ethnicity and race with their sub-categories, and sex. Each may be declined.

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

/** Every question's problem; empty when the answers may be sent. */
export function hmdaProblems(answers: Partial<HmdaAnswers>): Partial<Record<HmdaQuestion, HmdaProblem>> {
  const problems: Partial<Record<HmdaQuestion, HmdaProblem>> = {};
  for (const question of HMDA_QUESTION_NAMES) {
    const problem = hmdaProblem(question, answers[question] ?? []);
    if (problem) problems[question] = problem;
  }
  return problems;
}
