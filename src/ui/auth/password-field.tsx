// A password input with its label, a reveal toggle and its error linked by aria-describedby.
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '../forms/base-input-template';

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
        <button
          type="button"
          className="min-h-12 min-w-20 rounded-button border-2 border-primary bg-surface px-4 font-semibold text-primary"
          aria-pressed={revealed}
          aria-label={t('login.showPassword')}
          onClick={() => setRevealed((r) => !r)}
        >
          {revealed ? t('login.hide') : t('login.show')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}
