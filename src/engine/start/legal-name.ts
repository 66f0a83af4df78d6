// The spec's first and last name rules (shared validation): required, at least 2 characters,
// letters, hyphen and space only. The registration flow's name step uses the same pattern.

export type NameProblem = 'required' | 'short' | 'unsupported';

const NAME_PATTERN = /^[A-Za-z][A-Za-z -]*$/;

export function nameProblem(value: string): NameProblem | null {
  const name = value.trim();
  if (name === '') return 'required';
  if (!NAME_PATTERN.test(name)) return 'unsupported';
  if (name.length < 2) return 'short';
  return null;
}
