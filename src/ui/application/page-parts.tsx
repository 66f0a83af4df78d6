// Building blocks every application page shares: the page frame, an action that moves the
// application on, the alert for a failed call, radio cards and a labelled text field.
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '@/api/request';
import { INPUT_CLASS } from '../forms/base-input-template';
import { RefusalAlert } from '../kit/refusal-alert';
import { LabelledField, type FieldText } from '../kit/labelled-field';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';
import { useApplicationOutlet, type StepNotice } from './application-layout';
import { useFailureText } from '../api/failure-text';

/** A page's heading (its title too), an optional lead paragraph, and its content. */
export function ApplicationPage({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <PageHeading>{title}</PageHeading>
        {intro && <p className="text-lg text-muted">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/**
 * A page that only waits (the server checks an ID, prepares a document, others sign): brought to
 * the top of the screen with its message focused, so a borrower who pressed a button at the foot
 * of a long form, on a phone too, sees and hears what is happening instead of the footer.
 */
export function WaitingPage({
  title,
  intro,
  message,
  children,
}: {
  title: string;
  intro?: ReactNode;
  message: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the shell's focus on a new page's heading, so the message is what is read.
    const frame = requestAnimationFrame(() => {
      window.scrollTo({ top: 0 });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ApplicationPage title={title} intro={intro}>
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        data-testid="waiting-message"
        className="flex items-center gap-3 rounded-card border border-line bg-surface p-5 text-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span
          aria-hidden="true"
          className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-line border-t-primary motion-reduce:animate-none"
        />
        <span>{message}</span>
      </div>
      {children}
    </ApplicationPage>
  );
}

export const PRIMARY_BUTTON_CLASS =
  'inline-flex min-h-12 items-center justify-center rounded-button bg-primary px-8 text-lg font-semibold text-on-primary hover:bg-primary-hover disabled:opacity-60';
export const SECONDARY_BUTTON_CLASS =
  'inline-flex min-h-12 items-center justify-center rounded-button border-2 border-primary bg-surface px-8 text-lg font-semibold text-primary';

/**
 * The form's submit button; says 'Submitting' while the call runs. Never disabled: a press on an
 * incomplete form gets the form's answer (its error summary), and a press while sending is ignored.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={(event) => busy && event.preventDefault()}
      className={PRIMARY_BUTTON_CLASS}
    >
      {busy ? t('forms.submitting') : children}
    </button>
  );
}

/** A failed call's message, announced and brought into view (it may sit above the button pressed). */
/** A refusal after a press, brought to the person (the kit's RefusalAlert). */
export const ErrorAlert = ({ message }: { message: string | null }) => <RefusalAlert message={message} />;

/**
 * Runs a call that completes a step: while it runs `busy` is set; on success the status is fetched
 * again (the layout then moves to the page it names). When the server refuses the step (409), the
 * application is read again and, if it has moved on, the layout takes the borrower to where it is
 * now with a message; otherwise, and on any other failure, `error` holds the server's message.
 */
export function useStepAction() {
  const { t } = useTranslation('common');
  const failureText = useFailureText();
  const { afterStep } = useApplicationOutlet();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** `notice`: what the next page tells the borrower once the step has moved them there. */
  const run = async (
    call: () => Promise<unknown>,
    { poll = true, notice }: { poll?: boolean; notice?: StepNotice } = {},
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      if (poll) void afterStep(pathname, false, notice);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && (await afterStep(pathname, true))) return false;
      setError(failureText(failure, t('forms.genericError')));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, setError };
}

/** Choices as large radio cards in a fieldset. */
export function RadioCards<T extends string | number>(props: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string; description?: string }>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  // The group's id is the error summary's link target; the -error suffix marks its message (forms/error-summary.tsx).
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className="space-y-2" aria-describedby={props.error ? errorId : undefined}>
      <legend className="mb-2 font-semibold">{props.legend}</legend>
      {props.error && (
        <p id={errorId} className="font-semibold text-error">
          {props.error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {props.options.map((option) => (
          <label
            key={String(option.value)}
            className={`flex cursor-pointer items-start gap-3 rounded-card border-2 bg-surface p-3 ${props.value === option.value ? 'border-primary' : 'border-line'}`}
          >
            <input
              type="radio"
              name={props.name}
              className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--brand-primary)]"
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              {option.description && <span className="block text-sm text-muted">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({ label, hint, error, ...input }: FieldText & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField label={label} hint={hint} error={error} control={(links) => <input className={INPUT_CLASS} {...links} {...input} />} />
  );
}

/** A checkbox the borrower must tick, with its error linked for screen readers. */
export function CheckboxField(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-6 w-6 shrink-0 accent-[var(--brand-primary)]"
          checked={props.checked}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * After a refused submit, moves focus to the form's first enabled field in error, once React has
 * rendered the messages. A radio group in error marks its fieldset rather than each radio.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled), fieldset[aria-describedby] input:not(:disabled)')?.focus(),
  );
}
