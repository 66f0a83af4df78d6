// Feedback on one chatbot answer (spec 001 §5): 'Yes' records it helped; 'No' asks why, with a
// required reason and up to 140 characters more, and sends it with rating 0 (spec 001 §7).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendChatbotFeedback } from '@/api/chat';
import {
  CHAT_FEEDBACK_REASONS,
  CHAT_FEEDBACK_TEXT_MAX,
  feedbackProblems,
  type ChatFeedbackReason,
  type FeedbackProblem,
} from '@/engine/chat/chat-validation';
import { useApi } from '../api/api-context';
import { INPUT_CLASS } from '../forms/base-input-template';
import { focusFirstError } from '../application/page-parts';
import { CHAT_BUTTON_CLASS, CHAT_SECONDARY_BUTTON_CLASS } from './chat-styles';

export interface AnsweredQuestion {
  questionId: string;
  conversationId: string;
  answer: string;
  senderEmail: string;
}

/** 'Yes' counts as the top rating; the spec names only the 0 of 'No'. */
const HELPFUL_RATING = 5;

export function AnswerFeedback({ question }: { question: AnsweredQuestion }) {
  const { t } = useTranslation('chat');
  const request = useApi();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [stage, setStage] = useState<'ask' | 'why' | 'done'>('ask');
  const [reason, setReason] = useState<ChatFeedbackReason | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ reason?: FeedbackProblem; text?: FeedbackProblem }>({});
  const [failed, setFailed] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const notHelpful = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // The button pressed goes away with each stage, so focus follows to what replaces it.
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    if (stage === 'why') form.current?.querySelector('input')?.focus();
    else if (stage === 'done') thanks.current?.focus();
    else notHelpful.current?.focus();
  }, [stage]);

  const send = async (rating: number, extra: { reason?: ChatFeedbackReason; feedbackMessage: string }) => {
    setFailed(false);
    try {
      await sendChatbotFeedback(request, {
        questionId: question.questionId,
        conversationId: question.conversationId,
        responseToCustomer: question.answer,
        senderEmail: question.senderEmail,
        rating,
        ...extra,
      });
      setStage('done');
    } catch {
      setFailed(true);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = feedbackProblems({ reason, text });
    setProblems(found);
    if (found.reason || found.text || !reason) {
      focusFirstError(form.current);
      return;
    }
    void send(0, { reason, feedbackMessage: text.trim() });
  };

  if (stage === 'done') {
    return (
      <p ref={thanks} tabIndex={-1} role="status" className="mt-1 text-sm text-muted">
        {t('feedback.thanks')}
      </p>
    );
  }
  const failure = failed && (
    <p role="alert" className="text-sm font-semibold text-error">
      {t('errors.tryLater')}
    </p>
  );
  if (stage === 'ask') {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span id={`${id}-q`}>{t('feedback.question')}</span>
        <button
          type="button"
          aria-describedby={`${id}-q`}
          onClick={() => void send(HELPFUL_RATING, { feedbackMessage: '' })}
          className="min-h-11 min-w-11 rounded-button px-2 font-semibold text-primary underline"
        >
          {t('feedback.helpful')}
        </button>
        <button
          ref={notHelpful}
          type="button"
          aria-describedby={`${id}-q`}
          onClick={() => setStage('why')}
          className="min-h-11 min-w-11 rounded-button px-2 font-semibold text-primary underline"
        >
          {t('feedback.notHelpful')}
        </button>
        {failure}
      </div>
    );
  }
  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-2 space-y-3 rounded-card border border-line p-3 text-left text-sm">
      <fieldset aria-describedby={problems.reason ? `${id}-reason-error` : undefined}>
        <legend className="mb-1 font-semibold">{t('feedback.legend')}</legend>
        {problems.reason && (
          <p id={`${id}-reason-error`} className="font-semibold text-error">
            {t(`errors.${problems.reason}`)}
          </p>
        )}
        {CHAT_FEEDBACK_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`${id}-reason`}
              className="h-5 w-5 accent-[var(--brand-primary)]"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`feedback.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block font-semibold">
          {t('feedback.more')}
        </label>
        <p id={`${id}-hint`} className="text-muted">
          {t('feedback.moreHint')} ({text.length}/{CHAT_FEEDBACK_TEXT_MAX})
        </p>
        <textarea
          id={`${id}-text`}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={[`${id}-hint`, problems.text && `${id}-text-error`].filter(Boolean).join(' ')}
          className={`${INPUT_CLASS} py-2`}
        />
        {problems.text && (
          <p id={`${id}-text-error`} className="font-semibold text-error">
            {t(`errors.${problems.text}`)}
          </p>
        )}
      </div>
      {failure}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={CHAT_BUTTON_CLASS}>
          {t('feedback.submit')}
        </button>
        <button type="button" onClick={() => setStage('ask')} className={CHAT_SECONDARY_BUTTON_CLASS}>
          {t('feedback.cancel')}
        </button>
      </div>
    </form>
  );
}
