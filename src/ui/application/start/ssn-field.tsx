// The SSN input (contact, and the credit retry): masked by default with a reveal toggle, formatted as
// 123-45-6789 while typing.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSsn, ssnDigits } from '@/engine/start/ssn';
import { INPUT_CLASS } from '../../forms/base-input-template';
import { RevealButton } from '../../forms/reveal-button';

export function SsnField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('start');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="flex gap-2">
        <input
          id={id}
          // A password field keeps the number off the screen and out of autofill history until revealed.
          type={revealed ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          className={`${INPUT_CLASS} font-mono tracking-wider`}
          value={formatSsn(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(ssnDigits(event.target.value))}
        />
        <RevealButton
          revealed={revealed}
          onToggle={() => setRevealed((r) => !r)}
          label={t(revealed ? 'contact.hideSsn' : 'contact.showSsn')}
          showText={t('contact.show')}
          hideText={t('contact.hide')}
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
