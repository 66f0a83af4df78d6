import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { ErrorTransformer, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { activeNotices, ruleErrors, stepWording, withStepData, type Draft, type FlowContext } from '@/engine/flow/flow-runner';
import type { Step } from '@/engine/types/registration-flow';
import { useErrorSummary } from '../forms/error-summary';
import type { FormContext } from '../forms/form-context';
import { FORM_TEMPLATES, FORM_WIDGETS } from '../forms/theme';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';
import { DEFAULT_FORM_STATE, initialStepData } from './step-defaults';
import { stepValidator } from './step-validators';

const StepDisclosures = lazy(() => import('../disclosures/step-disclosures'));

interface StepFormProps {
  flowId: string;
  /** 'Step N of M', added to the page title. */
  position: string;
  step: Step;
  context: FlowContext;
  formContext: Omit<FormContext, 't' | 'ruleContext'>;
  progress: ReactNode;
  back: ReactNode;
  submitting: boolean;
  /** A refusal of the last press (registration refused, the network down): drawn beside the button pressed. */
  refusal?: ReactNode;
  onSubmit: (data: Draft) => void;
}

type ErrorNode = { __errors?: string[]; addError?: (message: string) => void; [key: string]: unknown };

/** The error node of a dotted field path, created when the form data has nothing there yet. */
function errorNode(root: FormValidation, field: string): ErrorNode {
  let node = root as unknown as ErrorNode;
  for (const segment of field.split('.')) {
    if (!node[segment]) {
      const created: ErrorNode = { __errors: [] };
      created.addError = (message: string) => created.__errors!.push(message);
      node[segment] = created;
    }
    node = node[segment] as ErrorNode;
  }
  return node;
}

/** The uiSchema entry of a field by its rjsf property path ('.propertyAddress.state'). */
function uiAt(uiSchema: UiSchema | undefined, property: string | undefined): UiSchema | undefined {
  let node = uiSchema;
  for (const segment of (property ?? '').split('.').filter(Boolean)) node = node?.[segment] as UiSchema | undefined;
  return node;
}

export function StepForm({ flowId, position, step, context, formContext, progress, back, submitting, refusal, onSubmit }: StepFormProps) {
  const { t } = useTranslation();
  const validator = stepValidator(flowId, step);
  const [formData, setFormData] = useState<Draft>(() => initialStepData(validator, step, context.draft));
  const { summary, show: showSummary } = useErrorSummary();
  const fields = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  const live: FlowContext = { ...context, draft: withStepData(step, context.draft, formData) };
  const wording = stepWording(step, live);
  const notices = activeNotices(step, live);
  const blocked = notices.some((n) => n.blocksSubmit);
  const uiSchema = (step.uiSchema ?? {}) as UiSchema;
  usePageTitle(`${t(wording.title)} (${position})`);

  const transformErrors: ErrorTransformer = (errors) =>
    errors.map((error) => {
      const messages = uiAt(uiSchema, error.property)?.['ui:messages'] as Record<string, string> | undefined;
      const key = messages?.[error.name ?? ''] ?? (error.name === 'required' ? 'common:validation.required' : 'common:validation.invalid');
      return { ...error, message: t(key) };
    });

  const customValidate = (data: Draft | undefined, errors: FormValidation) => {
    for (const error of ruleErrors(step, { ...context, draft: withStepData(step, context.draft, data ?? {}) })) {
      errorNode(errors, error.field).addError?.(t(error.message.key, error.message.values ?? {}));
    }
    return errors;
  };

  const fillAddress: FormContext['fillAddress'] = (field, address) =>
    setFormData((current) => {
      const [key = ''] = field.split('.');
      const existing = (current[key] ?? {}) as Draft;
      const { street1, street2, city, state, zip } = address;
      return { ...current, [key]: { ...existing, street1, ...(street2 ? { street2 } : {}), city, state, zip } };
    });

  return (
    <div className="space-y-6">
      {progress}
      <div className="space-y-3">
        <PageHeading>{t(wording.title)}</PageHeading>
        {wording.intro && <p className="text-lg text-muted">{t(wording.intro)}</p>}
      </div>
      {summary}
      {notices.map((item) => (
        <p
          key={item.message.key}
          ref={item.blocksSubmit ? notice : undefined}
          tabIndex={item.blocksSubmit ? -1 : undefined}
          role={item.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-card border-2 bg-surface p-4 ${item.tone === 'error' ? 'border-error font-semibold text-error' : 'border-line'}`}
        >
          {t(item.message.key, item.message.values ?? {})}
        </p>
      ))}
      <div ref={fields}>
        <Form
          schema={step.schema as RJSFSchema}
          uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
          formData={formData}
          validator={validator}
          templates={FORM_TEMPLATES}
          widgets={FORM_WIDGETS}
          formContext={{ ...formContext, t, ruleContext: live, fillAddress } satisfies FormContext}
          customValidate={customValidate}
          transformErrors={transformErrors}
          showErrorList={false}
          noHtml5Validate
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
          onChange={(event) => setFormData((event.formData ?? {}) as Draft)}
          onError={() => showSummary(fields.current)}
          onSubmit={(event) => {
            showSummary(fields.current);
            // The button is never disabled: a press on a blocked step brings its reason into view.
            if (blocked) notice.current?.focus();
            else onSubmit((event.formData ?? {}) as Draft);
          }}
        >
          {/* A step's disclosures come with its submit button: nobody submits without them in front of them. */}
          <Suspense>
            {step.disclosures && <StepDisclosures types={step.disclosures} draft={live.draft} action={t(wording.submit)} />}
            {refusal && <div className="mt-8">{refusal}</div>}
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              {back}
              <button
                type="submit"
                aria-disabled={submitting}
                // The press (a tap, or Enter in a field, which presses this button) is answered at once:
                // validating and rendering what comes next wait until the browser has painted (one press
                // at a time, so a double tap cannot submit twice).
                onClick={(event) => {
                  event.preventDefault();
                  if (pressed.current || submitting) return;
                  pressed.current = true;
                  const button = event.currentTarget;
                  requestAnimationFrame(() =>
                    setTimeout(() => {
                      pressed.current = false;
                      button.form?.requestSubmit(button);
                    }),
                  );
                }}
                className="min-h-12 rounded-button bg-primary px-8 text-lg font-semibold text-on-primary hover:bg-primary-hover"
              >
                {submitting ? t('common:forms.submitting') : t(wording.submit)}
              </button>
            </div>
          </Suspense>
        </Form>
      </div>
    </div>
  );
}
