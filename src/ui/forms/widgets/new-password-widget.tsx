import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { passwordStrength } from '@/engine/validation/password';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy, type FormContext } from '../form-context';

const SEGMENTS = 4;

/** A new password with a reveal toggle and, where asked, the four-segment strength meter. */
export function NewPasswordWidget({ id, value, onChange, onBlur, onFocus, rawErrors, options, registry, disabled, required }: WidgetProps) {
  const t = (registry.formContext as FormContext).t;
  const [revealed, setRevealed] = useState(false);
  const hasError = Boolean(rawErrors?.length);
  const text = typeof value === 'string' ? value : '';
  const strength = passwordStrength(text);
  const meterId = `${id}__meter`;
  const described = [describedBy(id, { hasHelp: false, hasError }), options.meter ? meterId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <div className="relative">
        <input
          id={id}
          name={id}
          type={revealed ? 'text' : 'password'}
          autoComplete="new-password"
          className={`${INPUT_CLASS} pr-20`}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={hasError}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-link underline"
          aria-controls={id}
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
        >
          {revealed ? t('common:forms.hidePassword') : t('common:forms.showPassword')}
        </button>
      </div>
      {Boolean(options.meter) && (
        <div id={meterId}>
          <div className="flex gap-1" aria-hidden="true">
            {Array.from({ length: SEGMENTS }, (_, i) => (
              <span key={i} className={`h-1.5 flex-1 rounded-full ${i < strength ? 'bg-primary' : 'bg-line'}`} />
            ))}
          </div>
          <p className="mt-1 text-sm text-muted">
            {t('common:forms.passwordStrength', { strength: t(`common:forms.strength.${strength}`) })}. {t('common:forms.passwordRules')}
          </p>
        </div>
      )}
    </div>
  );
}
