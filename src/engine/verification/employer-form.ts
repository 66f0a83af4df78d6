// The employer-verification form's rules: the employer's name, and a US phone number with the
// spec's shared phone rules (ten digits, formatted length 14, no leading country code 1).

import { phoneNumberProblem } from '../validation/phone-number';

export type EmployerFieldError = 'required' | 'tooShort' | 'phoneInvalid' | 'phoneCountryCode';

export interface EmployerForm {
  employerName: string;
  /** Digits only, as formatPhoneInput keeps them. */
  employerPhone: string;
  jobTitle: string;
}

export function employerFormErrors(form: EmployerForm): Partial<Record<keyof EmployerForm, EmployerFieldError>> {
  const errors: Partial<Record<keyof EmployerForm, EmployerFieldError>> = {};
  const name = form.employerName.trim();
  if (name === '') errors.employerName = 'required';
  else if (name.length < 2) errors.employerName = 'tooShort';
  const phone = phoneNumberProblem(form.employerPhone);
  if (phone) errors.employerPhone = phone === 'phoneRequired' ? 'required' : phone;
  return errors;
}
