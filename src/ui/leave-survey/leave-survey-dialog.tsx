// The leave-survey itself: why the borrower is leaving (one choice) and an optional comment. Its
// questions are ours (the spec does not show them; docs/telemetry-flags.md).
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '../forms/base-input-template';
import { focusFirstError, RadioCards } from '../application/page-parts';
import { useReturnFocus } from '../kit/return-focus';
import { leaveSurvey } from './survey-data';

export interface SurveyAnswer {
  reason: string;
  comment: string;
}

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-button px-5 font-semibold';

export function LeaveSurveyDialog(props: {
  /** Closing after the survey: logout follows. */
  closing: boolean;
  onAnswer: (answer: SurveyAnswer) => void;
  onClose: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation('survey');
  // Mounted only while open: unmounting ('Stay logged in') gives the focus back to 'Log out'.
  useReturnFocus(true);
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const commentId = useId();
  const form = useRef<HTMLFormElement>(null);
  const max = leaveSurvey.commentMaxLength;
  const reasonError = tried && reason === null ? t('reasonRequired') : undefined;
  const commentError = comment.length > max ? t('commentTooLong', { max }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason === null || commentError) {
      focusFirstError(form.current);
      return;
    }
    props.onAnswer({ reason, comment: comment.trim() });
  };

  return (
    <Dialog open onClose={props.onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="relative max-h-full w-full max-w-xl overflow-y-auto rounded-card bg-surface p-6 text-ink shadow-xl">
        <DialogTitle className="text-2xl font-bold">{t('title')}</DialogTitle>
        {props.closing ? (
          <div className="mt-4 space-y-4">
            <p role="status" className="text-lg">
              {t('closing')}
            </p>
            <button type="button" onClick={props.onStay} className={`${BUTTON} border-2 border-primary text-primary`}>
              {t('stay')}
            </button>
          </div>
        ) : (
          <form ref={form} noValidate onSubmit={submit} className="mt-3 space-y-5">
            <p className="text-muted">{t('intro')}</p>
            <RadioCards
              legend={t('question')}
              name="leave-reason"
              options={leaveSurvey.reasons.map((option) => ({ value: option.id, label: t(option.label) }))}
              value={reason}
              onChange={setReason}
              error={reasonError}
            />
            <div className="space-y-1">
              <label htmlFor={commentId} className="block font-semibold">
                {t('commentLabel')}
              </label>
              <p id={`${commentId}-hint`} className="text-sm text-muted">
                {t('commentHint', { max })}
              </p>
              <textarea
                id={commentId}
                rows={3}
                className={INPUT_CLASS}
                value={comment}
                aria-invalid={commentError ? true : undefined}
                aria-describedby={`${commentId}-hint${commentError ? ` ${commentId}-error` : ''}`}
                onChange={(event) => setComment(event.target.value)}
              />
              {commentError && (
                <p id={`${commentId}-error`} role="alert" className="text-sm font-semibold text-error">
                  {commentError}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={`${BUTTON} bg-primary text-on-primary hover:bg-primary-hover`}>
                {t('send')}
              </button>
              <button type="button" onClick={props.onClose} className={`${BUTTON} border-2 border-primary text-primary`}>
                {t('skip')}
              </button>
              <button type="button" onClick={props.onStay} className={`${BUTTON} text-link underline`}>
                {t('stay')}
              </button>
            </div>
          </form>
        )}
      </DialogPanel>
    </Dialog>
  );
}
