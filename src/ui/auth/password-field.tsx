// A password input with its label, an optional hint, a reveal toggle and its error linked by
// aria-describedby; a new password can show the registration's strength meter under it.
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@/engine/validation/password';
import { INPUT_CLASS } from '../forms/base-input-template';
import { RevealButton } from '../forms/reveal-button';
import { LabelledField, type FieldText } from '../kit/labelled-field';

const SEGMENTS = 4;

function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('common');
  const strength = passwordStrength(password);
  return (
    <div>
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${i < strength ? 'bg-primary' : 'bg-line'}`} />
        ))}
      </div>
      <p className="mt-1 text-sm text-muted">{t('forms.passwordStrength', { strength: t(`forms.strength.${strength}`) })}</p>
    </div>
  );
}

export function PasswordField({
  label,
  hint,
  error,
  meter = false,
  ...input
}: FieldText & { meter?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation('auth');
  const [revealed, setRevealed] = useState(false);
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      control={(links) => (
        <div className="space-y-2">
          <div className="flex gap-2">
            <input type={revealed ? 'text' : 'password'} spellCheck={false} className={INPUT_CLASS} {...links} {...input} />
            <RevealButton
              revealed={revealed}
              onToggle={() => setRevealed((r) => !r)}
              label={t('login.showPassword')}
              showText={t('login.show')}
              hideText={t('login.hide')}
              pressed
            />
          </div>
          {meter && <StrengthMeter password={typeof input.value === 'string' ? input.value : ''} />}
        </div>
      )}
    />
  );
}
