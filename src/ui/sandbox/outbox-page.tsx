// sandbox/outbox: the sandbox sends no email or text, so a person trying it reads here what it
// would have sent to an address (co-owner invitations, …), newest first, and follows the links.
// No sign-in (an invited co-owner has no account yet), but the outbox key: the server printed this
// page's link with it at start, and keeps it in a cookie when that link is opened. Without it the
// page says where to find the link.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchOutbox, type OutboxMessage } from '@/api/outbox';
import { ApiError } from '@/api/request';
import { formatUsPhone } from '@/engine/format/format';
import { isSafeMessageLink, outboxEmailError } from '@/engine/sandbox/outbox';
import { useApi } from '../api/api-context';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField } from '../application/page-parts';
import { useErrorSummary } from '../forms/error-summary';
import { useLender } from '../lender/lender-context';

function Message({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation('outbox');
  const sentAt = new Date(message.sentAt);
  const links = message.links.filter((link) => isSafeMessageLink(link.url));
  return (
    <li>
      <article className="space-y-3 rounded-card border border-line bg-surface p-4 sm:p-6">
        <h3 className="text-xl font-semibold text-ink">
          {message.channel === 'SMS' ? t('page.textTo', { phone: formatUsPhone(message.phone ?? '') }) : message.subject}
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={message.sentAt}>
            {t('page.sentAt', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(sentAt) })}
          </time>
        </p>
        <p className="whitespace-pre-line">{message.text}</p>
        {links.length > 0 && (
          <ul className="space-y-2">
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const { t: tCommon } = useTranslation('common');
  const request = useApi();
  const { orgCode } = useLender();
  const [params, setParams] = useSearchParams();
  const asked = (params.get('email') ?? '').trim();
  const [email, setEmail] = useState(asked);
  const [checked, setChecked] = useState(false);
  const { summary, show: showErrors } = useErrorSummary();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the results after a look-up the person asked for, not on arrival.
  const focusResults = useRef(false);
  const fieldError = checked ? outboxEmailError(email) : null;
  // The address in the URL is looked up on arrival, whenever the form changes it, and on coming back to the tab.
  const { data, error, isValidating, mutate } = useSWR(
    asked && !outboxEmailError(asked) ? ['outbox', orgCode, asked] : null,
    () => fetchOutbox(request, asked),
    { shouldRetryOnError: false },
  );
  const failure =
    error === undefined
      ? null
      : error instanceof ApiError && error.status === 404
        ? t('page.unavailable')
        : error instanceof ApiError && error.status === 401
          ? t('page.keyNeeded')
          : error instanceof ApiError
            ? error.message
            : tCommon('forms.genericError');

  useEffect(() => {
    if (data && focusResults.current) {
      focusResults.current = false;
      resultsHeading.current?.focus();
    }
  }, [data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const address = email.trim();
    if (outboxEmailError(address)) return;
    focusResults.current = true;
    // The same address again is a refresh; another one goes into the URL, which looks it up.
    if (address === asked) void mutate();
    else setParams({ email: address }, { replace: true });
  };

  return (
    <ApplicationPage title={t('page.title')} intro={t('page.intro')}>
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="max-w-md space-y-5">
        {summary}
        <TextField
          label={t('page.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={fieldError ? t(`page.${fieldError}`) : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={isValidating}>{t('page.submit')}</SubmitButton>
      </form>
      <ErrorAlert message={failure} />
      {data && !failure && (
        <section aria-labelledby="outbox-results" className="space-y-4 [overflow-wrap:anywhere]">
          <div>
            <h2 id="outbox-results" ref={resultsHeading} tabIndex={-1} className="text-2xl font-semibold text-ink focus:outline-none">
              {t('page.results', { email: asked })}
            </h2>
            <p role="status" className="text-muted">
              {data.length > 0 ? t('page.count', { count: data.length }) : t('page.empty', { email: asked })}
            </p>
          </div>
          {data.length > 0 && (
            <ol className="space-y-4">
              {data.map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ol>
          )}
        </section>
      )}
    </ApplicationPage>
  );
}
