// One condition's page (spec 001 §2): the request named by the conditionUuid query, with its
// header, description and the lender's note, and the form that answers it. A request that is
// closed or unknown says so; one opened on the wrong page goes to its own.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { CONDITIONS_CONFIG, conditionUploadPath, useConditions } from '@/api/conditions';
import { categoryOf, conditionCopy, conditionHref } from '@/engine/conditions/condition-page';
import { useApi } from '../api/api-context';
import { ApplicationPage, ErrorAlert } from '../application/page-parts';
import { ConditionUploadForm } from './condition-upload-form';
import { PhoneNumberForm } from './phone-number-form';

export interface ConditionRequestProps {
  /** The application the condition is on. */
  uuid: string;
  /** Where condition pages hang: /{uuid} or /heloc-signer. */
  areaRoot: string;
  /** The disbursement account's last four digits, for the bank account request's text. */
  last4: string;
  /** After the request is answered (the borrower's pages fetch the status again). */
  onAnswered?: () => void;
}

const LINK_CLASS = 'inline-flex min-h-11 items-center font-semibold text-link underline';

/** Announced and focused once the form has gone, so keyboard and screen-reader users know it worked. */
function Answered() {
  const { t } = useTranslation('conditions');
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => status.current?.focus(), []);
  return (
    <p ref={status} tabIndex={-1} role="status" className="rounded-card border border-line bg-surface p-4 text-lg font-semibold">
      {t('page.done')}
    </p>
  );
}

export function ConditionRequest({ uuid, areaRoot, last4, onAnswered }: ConditionRequestProps) {
  const { t } = useTranslation('conditions');
  const request = useApi();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const conditionUuid = params.get('conditionUuid');
  const { data, error, mutate } = useConditions(request, uuid);
  // Kept once answered: the refetched list no longer has it open, and the page should say it worked.
  const [answered, setAnswered] = useState<string | null>(null);
  const backToList = (
    <Link to={`${areaRoot}/conditions`} className={LINK_CLASS}>
      {t('page.backToList')}
    </Link>
  );

  // A condition page without a request named in its query is the list's job.
  if (!conditionUuid) return <Navigate replace to={`${areaRoot}/conditions`} />;
  if (error) {
    return (
      <ApplicationPage title={t('list.title')}>
        <ErrorAlert message={t('list.loadFailed')} />
      </ApplicationPage>
    );
  }
  if (!data) {
    return (
      <p role="status" className="text-muted">
        {t('common:loading')}
      </p>
    );
  }

  const condition = data.find((c) => c.uuid === conditionUuid);
  const category = condition && categoryOf(condition, CONDITIONS_CONFIG);
  if (answered && category) {
    return (
      <ApplicationPage title={t(category.header)}>
        <Answered />
        {backToList}
      </ApplicationPage>
    );
  }
  if (!condition || !category || !condition.actionNeeded) {
    return (
      <ApplicationPage title={t('list.title')}>
        <p role="status" className="rounded-card border border-line bg-surface p-4">
          {t('page.notFound')}
        </p>
        {backToList}
      </ApplicationPage>
    );
  }
  const href = conditionHref(condition, CONDITIONS_CONFIG, areaRoot)!;
  if (!pathname.endsWith(href.split('?')[0]!)) return <Navigate replace to={href} />;

  const copy = conditionCopy(condition, category, CONDITIONS_CONFIG, last4);
  const done = () => {
    setAnswered(condition.uuid);
    void mutate();
    onAnswered?.();
  };
  return (
    <ApplicationPage title={t(copy.header)} intro={t(copy.description, copy.values)}>
      {condition.commentsToBorrower && (
        <section className="rounded-card border border-line bg-surface p-4" aria-labelledby="condition-note">
          <h2 id="condition-note" className="font-semibold">
            {t('page.note')}
          </h2>
          <p className="whitespace-pre-line">{condition.commentsToBorrower}</p>
        </section>
      )}
      {category.type === 'PHONE_NUMBER' ? (
        <PhoneNumberForm uuid={uuid} conditionUuid={condition.uuid} button={t(copy.button)} onDone={done} />
      ) : (
        <ConditionUploadForm
          uploadUrl={conditionUploadPath(uuid, condition.uuid)}
          count={copy.values.count}
          button={t(copy.button)}
          onDone={done}
        />
      )}
      {backToList}
    </ApplicationPage>
  );
}
