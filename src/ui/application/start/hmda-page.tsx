// start/hmda (HMDA): Reg C's explanation (recorded as HMDA_NOTICE shown), then the demographic
// questions of the Uniform Residential Loan Application, each with 'I do not wish to provide this
// information', and the form's write-in boxes under the answers that have one. No visual-observation questions: they belong to face-to-face interviews.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveHmda } from '@/api/start';
import {
  descriptionProblems,
  HMDA_QUESTION_NAMES,
  HMDA_QUESTIONS,
  hmdaProblems,
  isDescribed,
  keptDescriptions,
  ONLINE_CHANNEL,
  toggleAnswer,
  type DescribedAnswer,
  type DescriptionProblem,
  type HmdaAnswers,
  type HmdaDescriptions,
  type HmdaQuestion,
} from '@/engine/start/hmda';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField, useStepAction } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { useRecordShown } from '../../disclosures/use-record-shown';

const NO_ANSWERS: HmdaAnswers = { ethnicity: [], race: [], sex: [] };

interface WriteIns {
  texts: HmdaDescriptions;
  /** Shown after the first submit, then following the typing. */
  problems: Partial<Record<DescribedAnswer, DescriptionProblem>>;
  onChange: (value: DescribedAnswer, text: string) => void;
}

function Choice({
  value,
  answers,
  onToggle,
  writeIns,
}: {
  value: string;
  answers: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  writeIns: WriteIns;
}) {
  const { t } = useTranslation('start');
  const problem = isDescribed(value) ? writeIns.problems[value] : undefined;
  return (
    <>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="h-6 w-6 shrink-0 accent-[var(--brand-primary)]"
          checked={answers.includes(value)}
          onChange={(event) => onToggle(value, event.target.checked)}
        />
        <span>{t(`hmda.options.${value}`)}</span>
      </label>
      {isDescribed(value) && answers.includes(value) && (
        <div className="mb-2 ml-9">
          <TextField
            label={t(`hmda.writeIn.${value}.label`)}
            hint={t(`hmda.writeIn.${value}.hint`, { defaultValue: '' }) || undefined}
            error={problem && t(`hmda.writeIn.${problem}`)}
            autoComplete="off"
            value={writeIns.texts[value] ?? ''}
            onChange={(event) => writeIns.onChange(value, event.target.value)}
          />
        </div>
      )}
    </>
  );
}

function Question({
  question,
  answers,
  error,
  onChange,
  writeIns,
}: {
  question: HmdaQuestion;
  answers: string[];
  error?: string | undefined;
  onChange: (answers: string[]) => void;
  writeIns: WriteIns;
}) {
  const { t } = useTranslation('start');
  const errorId = useId();
  const toggle = (value: string, checked: boolean) => onChange(toggleAnswer(question, answers, value, checked));
  return (
    <fieldset className="space-y-1 rounded-card border border-line bg-surface p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-lg font-bold">{t(`hmda.questions.${question}`)}</legend>
      {error && (
        <p id={errorId} className="font-semibold text-error">
          {error}
        </p>
      )}
      {HMDA_QUESTIONS[question].map((option) => (
        <div key={option.value}>
          <Choice value={option.value} answers={answers} onToggle={toggle} writeIns={writeIns} />
          {'details' in option && answers.includes(option.value) && (
            <fieldset className="ml-9 border-l-2 border-line pl-4">
              <legend className="sr-only">{t('hmda.details', { category: t(`hmda.options.${option.value}`) })}</legend>
              {option.details.map((detail) => (
                <Choice key={detail} value={detail} answers={answers} onToggle={toggle} writeIns={writeIns} />
              ))}
            </fieldset>
          )}
        </div>
      ))}
    </fieldset>
  );
}

const HMDA_NOTICE = ['HMDA_NOTICE'];

/** Reg C appendix B's explanation, word for word, before the questions (the compliance preview shows it too). */
export function HmdaNotice() {
  const { t } = useTranslation('start');
  return (
    <section aria-labelledby="hmda-notice" className="max-w-3xl space-y-2">
      <h2 id="hmda-notice" className="text-xl font-semibold text-ink">
        {t('hmda.noticeTitle')}
      </h2>
      <p>{t('hmda.intro')}</p>
    </section>
  );
}

export default function HmdaPage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('start');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [answers, setAnswers] = useState<HmdaAnswers>(NO_ANSWERS);
  const [texts, setTexts] = useState<HmdaDescriptions>({});
  const [submitted, setSubmitted] = useState(false);
  useRecordShown(application.uuid, HMDA_NOTICE);
  const problems = hmdaProblems(answers);
  // A write-in whose box was unticked is not sent, so it cannot be in error either.
  const otherDescriptions = keptDescriptions(answers, texts);
  const textProblems = descriptionProblems(answers, otherDescriptions);
  const writeIns: WriteIns = {
    texts,
    problems: submitted ? textProblems : {},
    onChange: (value, text) => setTexts((current) => ({ ...current, [value]: text })),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || Object.keys(textProblems).length > 0) return;
    await run(() => saveHmda(request, application.uuid, { ...answers, otherDescriptions, providedThrough: ONLINE_CHANNEL }));
  };

  return (
    <ApplicationPage title={t('hmda.title')}>
      <HmdaNotice />
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="max-w-2xl space-y-6">
        {summary}
        <ErrorAlert message={error} />
        {HMDA_QUESTION_NAMES.map((question) => (
          <Question
            key={question}
            question={question}
            answers={answers[question]}
            error={submitted && problems[question] ? t('hmda.required') : undefined}
            onChange={(next) => setAnswers((current) => ({ ...current, [question]: next }))}
            writeIns={writeIns}
          />
        ))}
        <SubmitButton busy={busy}>{t('hmda.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
