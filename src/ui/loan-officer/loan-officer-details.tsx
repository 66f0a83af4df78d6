// Who the loan officer is and how to reach them: name, broker, NMLS, call and email.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanOriginator } from '@/api/lead-portal';
import { formatUsPhone } from '@/engine/format/format';

const ACTION = 'inline-flex min-h-11 w-full items-center justify-center rounded-button px-4 font-semibold';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The photo when there is one that loads; the initials otherwise. */
function Avatar({ officer }: { officer: LoanOriginator }) {
  const { t } = useTranslation('loan-officer');
  const [failed, setFailed] = useState(false);
  if (officer.avatarUri && !failed) {
    return (
      <img
        src={officer.avatarUri}
        alt={t('avatarAlt', { name: officer.originatorName })}
        className="h-14 w-14 shrink-0 rounded-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-on-primary"
    >
      {initials(officer.originatorName)}
    </span>
  );
}

export function LoanOfficerDetails({ officer }: { officer: LoanOriginator }) {
  const { t } = useTranslation('loan-officer');
  const phone = formatUsPhone(officer.phoneNumber);
  const name = officer.originatorName;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <Avatar officer={officer} />
        <div className="min-w-0">
          <p className="font-bold break-words" data-testid="loan-officer-name">
            {name}
          </p>
          {officer.brokerName && <p className="text-sm break-words text-muted">{officer.brokerName}</p>}
          <p className="text-sm text-muted">{t('nmls', { nmls: officer.nmls })}</p>
        </div>
      </div>
      <div className="space-y-2">
        <a
          href={`tel:+1${officer.phoneNumber}`}
          aria-label={t('callLabel', { name, phone })}
          className={`${ACTION} bg-primary text-on-primary hover:bg-primary-hover`}
        >
          {t('call', { phone })}
        </a>
        <a
          href={`mailto:${officer.email}`}
          aria-label={t('emailLabel', { name, email: officer.email })}
          className={`${ACTION} border-2 border-primary text-primary`}
        >
          {t('email', { name })}
        </a>
      </div>
    </div>
  );
}
