// plaid-oauth-success (and plaid-oauth-success/{uuid}): where an OAuth bank sends the borrower back
// after they approved the link on its website. The application is the one in the path, else the one
// stored when linking started; the link is finished, then the application shows where it now is.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { linkBank } from '@/api/funding';
import { DASHBOARD_PATH } from '@/engine/dashboard/dashboard';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../../api/api-context';
import { ApplicationPage, ErrorAlert } from '../page-parts';
import { takeLinkingApplication } from './bank-link-return';
import { useFailureText } from '../../api/failure-text';

type State = { kind: 'linking' } | { kind: 'linked' } | { kind: 'failed'; message: string };

export default function PlaidOauthSuccessPage() {
  const { t } = useTranslation('funding');
  const failureText = useFailureText();
  const request = useApi();
  const { uuid: fromPath } = useParams();
  // Read once per visit (the storage is emptied as it is read).
  const [uuid] = useState(() => {
    const stored = takeLinkingApplication();
    const candidate = fromPath ?? stored;
    return candidate && isUuid(candidate) ? candidate : null;
  });
  const [state, setState] = useState<State>({ kind: 'linking' });
  const started = useRef(false);

  useEffect(() => {
    if (!uuid || started.current) return;
    started.current = true;
    linkBank(request, uuid).then(
      () => setState({ kind: 'linked' }),
      (error: unknown) => setState({ kind: 'failed', message: failureText(error, t('oauth.failed')) }),
    );
  }, [request, uuid, t, failureText]);

  if (!uuid) {
    return (
      <ApplicationPage title={t('oauth.unknownTitle')} intro={t('oauth.unknown')}>
        <p>
          <a href={DASHBOARD_PATH} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
            {t('oauth.dashboard')}
          </a>
        </p>
      </ApplicationPage>
    );
  }
  // The application decides the page: the accounts just linked wait on its bank step.
  if (state.kind === 'linked') return <Navigate replace to={`/${uuid}`} />;
  return (
    <ApplicationPage title={t('oauth.title')}>
      {state.kind === 'linking' ? (
        <p role="status" className="flex items-center gap-3 text-lg">
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-4 border-line border-t-primary motion-reduce:animate-none"
          />
          {t('oauth.linking')}
        </p>
      ) : (
        <>
          <ErrorAlert message={state.message} />
          <p>
            <a
              href={`${import.meta.env.BASE_URL}${uuid}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline"
            >
              {t('oauth.backToApplication')}
            </a>
          </p>
        </>
      )}
    </ApplicationPage>
  );
}
