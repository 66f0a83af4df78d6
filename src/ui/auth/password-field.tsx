// A password input with its label, a reveal toggle and its error linked by aria-describedby.
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '../forms/base-input-template';
import { RevealButton } from '../forms/reveal-button';

export function PasswordField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type={revealed ? 'text' : 'password'}
          spellCheck={false}
          className={INPUT_CLASS}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <RevealButton
          revealed={revealed}
          onToggle={() => setRevealed((r) => !r)}
          label={t('login.showPassword')}
          showText={t('login.show')}
          hideText={t('login.hide')}
          pressed
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}
