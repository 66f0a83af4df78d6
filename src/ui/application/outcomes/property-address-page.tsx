// review-app/property (NO_PROPERTY, MULTIPLE_PROPERTIES): public records found no property, or
// several, at the address given. The borrower checks it (adding a unit number) or corrects it, and
// the property is looked up again.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPropertyAddress } from '@/api/review';
import type { Address } from '@/engine/address';
import type { UsStateTable } from '@/engine/validation/us-state';
import { addressProblems, cleanAddress, type AddressProblems } from '@/engine/review/property-address';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField, useStepAction } from '../page-parts';
import { useFormErrors } from './form-parts';
import { SupportLine } from './outcome-parts';

type Fields = Required<Address>;

const EMPTY: Fields = { street1: '', street2: '', city: '', state: '', zip: '' };

/** The address on the application, as the form's starting values. */
function addressOnFile(property: unknown): Fields {
  const address = (property as { address?: Partial<Address> } | undefined)?.address ?? {};
  return { ...EMPTY, ...Object.fromEntries(Object.entries(address).filter(([, v]) => typeof v === 'string')) };
}

export default function PropertyAddressPage() {
  const { t } = useTranslation(['outcomes', 'registration']);
  const request = useApi();
  const { application, status } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [fields, setFields] = useState<Fields>(() => addressOnFile(application.property));
  const [problems, setProblems] = useState<AddressProblems>({});
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);
  const multiple = status.checklistStatus === 'MULTIPLE_PROPERTIES';
  // The states' names and ZIP prefixes, as registration uses them: 'Texas' is taken, a ZIP in another state named.
  const [states, setStates] = useState<UsStateTable>();
  useEffect(() => {
    let live = true;
    void import('../../../../flows/us-states.json').then(({ default: table }) => live && setStates(table));
    return () => {
      live = false;
    };
  }, []);

  const field = (name: keyof Address) => ({
    value: fields[name],
    error: problems[name] && t(`registration:errors.${problems[name]}`),
    onChange: (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = addressProblems(fields, states);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) void run(() => confirmPropertyAddress(request, application.uuid, cleanAddress(fields, states)));
  };

  return (
    <ApplicationPage title={t('property.title')} intro={t(multiple ? 'property.introMultiple' : 'property.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="max-w-xl space-y-4">
        {summary}
        <ErrorAlert message={error} />
        <TextField label={t('property.street1')} autoComplete="address-line1" {...field('street1')} />
        <TextField label={t('property.street2')} autoComplete="address-line2" {...field('street2')} />
        <TextField label={t('property.city')} autoComplete="address-level2" {...field('city')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('property.state')} hint={t('property.stateHint')} autoComplete="address-level1" {...field('state')} />
          <TextField label={t('property.zip')} autoComplete="postal-code" inputMode="numeric" maxLength={5} {...field('zip')} />
        </div>
        <SubmitButton busy={busy}>{t('property.submit')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
