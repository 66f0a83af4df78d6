// The spec's first and last name rules (shared validation): required, at least 2 characters,
// letters (any alphabet's), apostrophe, hyphen and space. The registration flow uses the same pattern.
import { isNameText } from '../validation/person-name';

export type NameProblem = 'required' | 'short' | 'unsupported';

export function nameProblem(value: string): NameProblem | null {
  const name = value.trim();
  if (name === '') return 'required';
  if (!isNameText(name)) return 'unsupported';
  if ([...name].length < 2) return 'short';
  return null;
}
