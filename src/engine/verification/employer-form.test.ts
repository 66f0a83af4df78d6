import { describe, expect, it } from 'vitest';
import { employerFormErrors } from './employer-form';

const valid = { employerName: 'Acme Tools', employerPhone: '4155550100', jobTitle: '' };

describe('employerFormErrors', () => {
  it('accepts a name and a ten-digit US phone; the job title is optional', () => {
    expect(employerFormErrors(valid)).toEqual({});
  });

  it('requires the name and at least two characters of it', () => {
    expect(employerFormErrors({ ...valid, employerName: '  ' }).employerName).toBe('required');
    expect(employerFormErrors({ ...valid, employerName: 'A' }).employerName).toBe('tooShort');
  });

  it('applies the spec’s phone rules', () => {
    expect(employerFormErrors({ ...valid, employerPhone: '' }).employerPhone).toBe('required');
    expect(employerFormErrors({ ...valid, employerPhone: '14155550100' }).employerPhone).toBe('phoneCountryCode');
    expect(employerFormErrors({ ...valid, employerPhone: '415555' }).employerPhone).toBe('phoneInvalid');
    expect(employerFormErrors({ ...valid, employerPhone: '0155550100' }).employerPhone).toBe('phoneInvalid');
  });
});
