// The feedback modal (spec 001 §5, §8): topic, message and marketing consent, checked with the
// spec's messages; the server's refusal shows inside the modal, which stays open.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { submitFeedback } from '@/api/feedback';
import {
  applicationUuidFromPath,
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  FEEDBACK_TOPICS,
  feedbackRequest,
  firstInvalidField,
  validateFeedback,
  type FeedbackDraft,
  type FeedbackField,
} from '@/engine/feedback/feedback';
import { useApi } from '../api/api-context';
import { RadioCards, SECONDARY_BUTTON_CLASS, SubmitButton } from '../application/page-parts';
import { ErrorSummary } from '../forms/error-summary';
import { Alert } from '../kit/alert';
import { Modal } from '../kit/modal';
import { TextAreaField } from '../kit/text-area-field';
import { useFailureText } from '../api/failure-text';

export const FEEDBACK_MODAL_ID = 'feedback-modal';

const FIELD_IDS: Record<FeedbackField, string> = {
  topic: 'feedback-topic',
  message: 'feedback-message',
  marketingConsent: 'feedback-consent',
};

/** Brings the field into view and puts the cursor in it (a group: its chosen or first option). */
function focusField(field: FeedbackField) {
  requestAnimationFrame(() => {
    const element = document.getElementById(FIELD_IDS[field]);
    const target = element?.matches('textarea')
      ? element
      : (element?.querySelector<HTMLElement>('input:checked') ?? element?.querySelector<HTMLElement>('input'));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  });
}

export default function FeedbackDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation('common');
  const failureText = useFailureText();
  const request = useApi();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_FEEDBACK);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // Once a send was tried, messages follow the answers as they change.
  const errors = submitted ? validateFeedback(draft) : {};
  const message = (field: FeedbackField) => {
    const key = errors[field];
    return key ? t(`errors.${key}`) : undefined;
  };
  const update = (change: Partial<FeedbackDraft>) => setDraft((current) => ({ ...current, ...change }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const found = validateFeedback(draft);
    const first = firstInvalidField(found);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    try {
      const where = { pathname: window.location.pathname, applicationUuid: applicationUuidFromPath(pathname, '/') };
      await submitFeedback(request, feedbackRequest({ ...draft, topic: draft.topic!, marketingConsent: draft.marketingConsent! }, where));
      onSent();
    } catch (failure) {
      setServerError(failureText(failure, tCommon('forms.genericError')));
      setBusy(false);
    }
  };

  return (
    <Modal id={FEEDBACK_MODAL_ID} open onClose={busy ? () => undefined : onClose} title={t('title')}>
      <form noValidate onSubmit={send} className="space-y-5">
        <p className="text-muted">{t('intro')}</p>
        <ErrorSummary
          errors={FEEDBACK_FIELDS.flatMap((field) => {
            const text = message(field);
            return text ? [{ id: FIELD_IDS[field], message: text }] : [];
          })}
        />
        {serverError && <Alert variant="error">{serverError}</Alert>}
        <div id={FIELD_IDS.topic}>
          <RadioCards
            legend={t('topic.legend')}
            name="feedback-topic"
            options={FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: t(`topic.${topic}`) }))}
            value={draft.topic}
            onChange={(topic) => update({ topic })}
            error={message('topic')}
          />
        </div>
        <TextAreaField
          id={FIELD_IDS.message}
          label={t('message.label')}
          hint={t('message.hint')}
          value={draft.message}
          onChange={(event) => update({ message: event.target.value })}
          error={message('message')}
        />
        <div id={FIELD_IDS.marketingConsent}>
          <RadioCards
            legend={t('consent.legend')}
            name="feedback-consent"
            options={(['YES', 'NO'] as const).map((answer) => ({ value: answer, label: t(`consent.${answer}`) }))}
            value={draft.marketingConsent}
            onChange={(marketingConsent) => update({ marketingConsent })}
            error={message('marketingConsent')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy}>{t('send')}</SubmitButton>
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
