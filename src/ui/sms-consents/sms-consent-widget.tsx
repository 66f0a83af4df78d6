// The contact step's SMS consent box (flows/registration.json, `ui:widget: smsConsent`, with
// `ui:options.consentType`): the prompt's words as the communication-preferences service gives them,
// never words of our own, and which prompt and version was shown kept with the registration, so the
// choice is recorded against the words the person read once the account exists
// (submit-registration.ts). Its words failing to load leaves the optional box out, with a way to try
// again and where to choose later.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import type { SmsConsentType } from '@/api/comms-prefs';
import { useLender } from '../lender/lender-context';
import { saveShownSmsPrompt } from './shown-sms-prompts';
import { SmsPromptCheckbox, useConsentPrompt } from './sms-prompt';

export function SmsConsentWidget({ id, name, value, onChange, onBlur, onFocus, disabled, options }: WidgetProps) {
  const { t } = useTranslation('consent');
  const { orgCode } = useLender();
  const type = options.consentType as SmsConsentType;
  const { data: prompt, error, isLoading, mutate } = useConsentPrompt(type, { secure: false });
  useEffect(() => {
    if (prompt) saveShownSmsPrompt(orgCode, type, { uuid: prompt.uuid, version: prompt.version, field: name });
  }, [orgCode, type, prompt, name]);

  if (prompt) {
    return (
      <SmsPromptCheckbox
        id={id}
        prompt={prompt}
        checked={value === true}
        disabled={disabled}
        onChange={(checked) => onChange(checked ? true : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    );
  }
  if (error && !isLoading) {
    return (
      <div className="space-y-2 rounded-card border border-line p-3">
        <p>{t('step.failed')}</p>
        <button type="button" className="min-h-11 font-semibold text-link underline" onClick={() => void mutate()}>
          {t('step.retry')}
        </button>
      </div>
    );
  }
  return <p className="min-h-16 text-muted">{t('step.loading')}</p>;
}
