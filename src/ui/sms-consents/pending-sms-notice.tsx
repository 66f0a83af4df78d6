// On the signed-in application pages: SMS choices made at registration that could not be recorded
// are sent again, once per page load; while they still cannot be, the page says so and where to make
// them. Only the person who made them sends them: another account signed in on this browser does not.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/use-session';
import { useLender } from '../lender/lender-context';
import { loadPendingSmsChoices, recordOrKeepSmsChoices } from './pending-sms-choices';
import { TEXT_MESSAGES_PAGE } from './sms-consents-shell';

export default function PendingSmsNotice() {
  const { t } = useTranslation('consent');
  const request = useApi();
  const { orgCode } = useLender();
  const { identity } = useSession();
  const [failed, setFailed] = useState(false);
  const email = identity?.email?.toLowerCase();
  useEffect(() => {
    const pending = loadPendingSmsChoices(orgCode);
    if (!pending || !email || pending.subject.email.toLowerCase() !== email) return;
    let live = true;
    void recordOrKeepSmsChoices(request, orgCode, pending).then((recorded) => live && setFailed(!recorded));
    return () => {
      live = false;
    };
  }, [request, orgCode, email]);
  if (!failed) return null;
  return (
    <div role="status" className="space-y-1 rounded-card border-2 border-primary bg-surface p-4 text-ink" data-testid="sms-choices-pending">
      <p>{t('pending.notice')}</p>
      <Link to={TEXT_MESSAGES_PAGE} className="inline-flex min-h-11 items-center font-semibold text-link underline">
        {t('pending.link')}
      </Link>
    </div>
  );
}
