// start/profile (the client machine's first state): the facts a rate check needs (name, date of
// birth, the property, the soft-credit consent) shown for confirmation. The name can be corrected
// here; the others cannot be changed from the app, so a missing one sends the borrower to support.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveName } from '@/api/start';
import { oneLineAddress } from '@/engine/address';
import { nameProblem, type NameProblem } from '@/engine/start/legal-name';
import { useApi } from '../../api/api-context';
import { SafeTrans } from '../../shell/safe-trans';
import { useContactLinks } from '../../shell/contact-links';
import { useApplicationOutlet } from '../application-layout';
import {
  ApplicationPage,
  ErrorAlert,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
  SubmitButton,
  TextField,
  useStepAction,
} from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { FactList, fullName, propertyAddress, useProfile, type Profile } from './start-parts';

const FIRST_NAME_MESSAGES: Record<NameProblem, string> = {
  required: 'profile.firstNameRequired',
  short: 'profile.firstNameShort',
  unsupported: 'profile.unsupported',
};
const LAST_NAME_MESSAGES: Record<NameProblem, string> = {
  required: 'profile.lastNameRequired',
  short: 'profile.lastNameShort',
  unsupported: 'profile.unsupported',
};

/** The stored yyyy-MM-dd date as the spec displays dates, MM/dd/yyyy. */
const displayDate = (dob: string) => {
  const [year, month, day] = dob.split('-');
  return year && month && day ? `${month}/${day}/${year}` : dob;
};

function NameForm({ profile, onDone }: { profile: Profile | undefined; onDone: () => void }) {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('start');
  const request = useApi();
  const { refreshProfile } = useProfile();
  const { run, busy, error } = useStepAction();
  const [firstName, setFirstName] = useState(profile?.name?.firstName ?? '');
  const [lastName, setLastName] = useState(profile?.name?.lastName ?? '');
  const [submitted, setSubmitted] = useState(false);
  const firstIssue = nameProblem(firstName);
  const lastIssue = nameProblem(lastName);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (firstIssue || lastIssue) return;
    const saved = await run(
      async () => {
        await saveName(request, { firstName: firstName.trim(), lastName: lastName.trim(), suffix: profile?.name?.suffix ?? '' });
        await refreshProfile();
      },
      { poll: false },
    );
    if (saved) onDone();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onSubmitCapture={(event) => showErrors(event.currentTarget)}
      className="space-y-4 rounded-card border border-line bg-surface p-5"
    >
      {summary}
      <h2 className="text-lg font-bold">{t('profile.nameTitle')}</h2>
      <p className="text-sm text-muted">{t('profile.nameHint')}</p>
      <ErrorAlert message={error} />
      <TextField
        label={t('profile.firstName')}
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={submitted && firstIssue ? t(FIRST_NAME_MESSAGES[firstIssue]) : undefined}
      />
      <TextField
        label={t('profile.lastName')}
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        error={submitted && lastIssue ? t(LAST_NAME_MESSAGES[lastIssue]) : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy}>{t('profile.saveName')}</SubmitButton>
        {profile?.name?.firstName && (
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={onDone}>
            {t('profile.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('start');
  const navigate = useNavigate();
  const contact = useContactLinks();
  const { application, destination, restartPolling } = useApplicationOutlet();
  const { profile } = useProfile();
  const [editingName, setEditingName] = useState(false);

  const name = fullName(profile?.name);
  const address = propertyAddress(application);
  const consents = Array.isArray(application.consents) ? (application.consents as Array<{ type?: string }>) : [];
  const softCredit = consents.some((c) => c.type === 'SOFT_CREDIT');
  const missing = [
    ...(profile?.dob ? [] : [t('profile.dob')]),
    ...(address && application.selectedPropertyUuid ? [] : [t('profile.property')]),
    ...(softCredit ? [] : [t('profile.softCredit')]),
  ];
  const showNameForm = editingName || (profile !== undefined && !name);

  // The status decides what comes next; the layout keeps a borrower on a start page it did not
  // name, so move on explicitly when it names another page.
  const confirm = () => {
    if (destination !== 'start/profile') void navigate(`/${application.uuid}/${destination}`, { replace: true });
    else restartPolling();
  };

  return (
    <ApplicationPage title={t('profile.title')} intro={t('profile.intro')}>
      <FactList
        facts={[
          { label: t('profile.name'), value: name || t('notOnFile'), testId: 'profile-name' },
          { label: t('profile.dob'), value: profile?.dob ? displayDate(profile.dob) : t('notOnFile') },
          { label: t('profile.property'), value: address ? oneLineAddress(address) : t('notOnFile') },
          { label: t('profile.softCredit'), value: softCredit ? t('profile.softCreditGiven') : t('profile.softCreditMissing') },
        ]}
      />
      {showNameForm ? (
        <NameForm profile={profile} onDone={() => setEditingName(false)} />
      ) : (
        <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => setEditingName(true)}>
          {t('profile.editName')}
        </button>
      )}
      {missing.length > 0 ? (
        <p role="alert" className="rounded-card border-2 border-error bg-surface p-4">
          <SafeTrans i18nKey="start:profile.missing" values={{ ...contact.values, items: missing.join(', ') }} links={contact.links} />
        </p>
      ) : (
        !showNameForm && (
          <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={confirm}>
            {t('profile.confirm')}
          </button>
        )
      )}
    </ApplicationPage>
  );
}
