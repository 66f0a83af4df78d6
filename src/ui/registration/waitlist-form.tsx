import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinWaitlist } from '@/api/registration';
import type { Draft } from '@/engine/flow/flow-runner';
import { useApi } from '../api/api-context';
import { INPUT_CLASS } from '../forms/base-input-template';
import { useLender } from '../lender/lender-context';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where an address the lender does not serve leads: name and email, posted with the address to the waitlist. */
export function WaitlistForm({ draft, onChangeAddress }: { draft: Draft; onChangeAddress: () => void }) {
  const { t } = useTranslation('registration');
  const request = useApi();
  const lender = useLender();
  const name = (draft.name ?? {}) as { firstName?: string; lastName?: string };
  const [values, setValues] = useState({
    firstName: name.firstName ?? '',
    lastName: name.lastName ?? '',
    email: String(draft.email ?? ''),
    consent: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'done' | 'failed'>('editing');
  usePageTitle(t('waitlist.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.firstName.trim()) found.firstName = t('waitlist.required');
    if (!values.lastName.trim()) found.lastName = t('waitlist.required');
    if (!EMAIL.test(values.email.trim())) found.email = t('waitlist.emailInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    const address = (draft.propertyAddress ?? {}) as Record<string, string>;
    const income = (draft.income ?? {}) as { income?: number };
    setState('sending');
    try {
      await joinWaitlist(request, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        consent: values.consent,
        ...(typeof draft.dob === 'string' ? { dob: draft.dob } : {}),
        ...(typeof income.income === 'number' ? { income: income.income } : {}),
        ...Object.fromEntries(['street1', 'street2', 'city'].flatMap((k) => (address[k] ? [[k, address[k]]] : []))),
        state: String(address.state ?? '').toUpperCase(),
        zip: String(address.zip ?? ''),
      });
      setState('done');
    } catch {
      setState('failed');
    }
  };

  const input = (field: 'firstName' | 'lastName' | 'email', autoComplete: string) => (
    <div className="space-y-1">
      <label htmlFor={`waitlist-${field}`} className="block font-semibold">
        {t(`waitlist.${field}`)}
      </label>
      <input
        id={`waitlist-${field}`}
        className={INPUT_CLASS}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `waitlist-${field}-error` : undefined}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
      {errors[field] && (
        <p id={`waitlist-${field}-error`} className="text-sm font-semibold text-error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-6">
      <PageHeading>{t('waitlist.title')}</PageHeading>
      <p className="text-lg text-muted">{t('waitlist.intro')}</p>
      {state === 'done' ? (
        <p role="status" className="rounded-card border-2 border-success bg-surface p-4 font-semibold">
          {t('waitlist.done')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          {input('firstName', 'given-name')}
          {input('lastName', 'family-name')}
          {input('email', 'email')}
          <div className="flex items-start gap-3">
            <input
              id="waitlist-consent"
              type="checkbox"
              className="mt-1 h-5 w-5 accent-[var(--brand-primary)]"
              checked={values.consent}
              onChange={(event) => setValues({ ...values, consent: event.target.checked })}
            />
            <label htmlFor="waitlist-consent">{t('waitlist.consent', { company: lender.company.companyName })}</label>
          </div>
          {state === 'failed' && (
            <p role="alert" className="font-semibold text-error">
              {t('common:forms.genericError')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <button type="button" onClick={onChangeAddress} className="min-h-11 font-semibold text-link underline">
              {t('waitlist.changeAddress')}
            </button>
            <button
              type="submit"
              disabled={state === 'sending'}
              className="min-h-12 rounded-button bg-primary px-8 font-semibold text-on-primary"
            >
              {state === 'sending' ? t('common:forms.submitting') : t('waitlist.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
