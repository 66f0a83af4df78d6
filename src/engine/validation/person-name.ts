// The spec's name rules (shared validation) with 'letters' read as any alphabet's letters, so
// O'Brien, José and Núñez are names: Unicode letters with their combining marks, and the apostrophe
// (straight or curly) beside the spec's hyphen and space. The registration flow's JSON Schema and
// the API's schemas carry these same patterns (a test keeps them equal).

const LETTER = '\\p{L}\\p{M}*';

/** First and last name: starts with a letter; then letters, marks, apostrophes, hyphens and spaces. */
export const NAME_PATTERN = `^\\p{L}[\\p{L}\\p{M}'’ -]*$`;

/** Middle name: up to three parts joined by one space, hyphen or apostrophe, with an optional trailing period. */
export const MIDDLE_NAME_PATTERN = `^(${LETTER})+([ '’-](${LETTER})+){0,2}\\.?$`;

const NAME = new RegExp(NAME_PATTERN, 'u');
const MIDDLE_NAME = new RegExp(MIDDLE_NAME_PATTERN, 'u');

export const isNameText = (value: string): boolean => NAME.test(value);
export const isMiddleNameText = (value: string): boolean => MIDDLE_NAME.test(value);
