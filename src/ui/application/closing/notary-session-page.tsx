// notary/session: the online (eNotary) session. Joining connects a notary (simulated by the
// sandbox); signing the deed completes it. A failure ends on notary/error, which offers a retry.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { completeNotarySession, joinNotarySession } from '@/api/closing';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS, useStepAction } from '../page-parts';
import { NotaryChecklist } from './notary-checklist';
import { applicationKey } from '../../api/query-keys';

export default function NotarySessionPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { application } = useApplicationOutlet();
  const session = application.notarySession as { notaryName: string } | undefined;
  const { run, busy } = useStepAction();
  const failed = () => navigate(`/${application.uuid}/notary/error`);

  const join = async () => {
    const joined = await run(
      async () => {
        const updated = await joinNotarySession(request, application.uuid);
        await mutate(applicationKey(application.uuid), updated, { revalidate: false });
      },
      { poll: false },
    );
    if (!joined) void failed();
  };
  const finish = async () => {
    if (!(await run(() => completeNotarySession(request, application.uuid)))) void failed();
  };

  return (
    <ApplicationPage title={t('session.title')} intro={session ? undefined : t('session.lead')}>
      {session ? (
        <>
          <p role="status" className="rounded-card border-2 border-primary bg-surface p-5 text-lg font-semibold">
            {t('session.connected', { name: session.notaryName })}
          </p>
          <section aria-labelledby="session-steps" className="space-y-2">
            <h2 id="session-steps" className="text-xl font-bold">
              {t('session.stepsHeading')}
            </h2>
            <ol className="list-decimal space-y-1 pl-6">
              <li>{t('session.stepId')}</li>
              <li>{t('session.stepRead')}</li>
              <li>{t('session.stepSign')}</li>
            </ol>
          </section>
          <button type="button" className={PRIMARY_BUTTON_CLASS} disabled={busy} aria-busy={busy} onClick={finish}>
            {t('session.finish')}
          </button>
        </>
      ) : (
        <>
          <NotaryChecklist />
          <button type="button" className={PRIMARY_BUTTON_CLASS} disabled={busy} aria-busy={busy} onClick={join}>
            {t('session.join')}
          </button>
        </>
      )}
    </ApplicationPage>
  );
}
