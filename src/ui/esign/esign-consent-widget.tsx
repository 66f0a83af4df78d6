// The registration's E-SIGN consent step, as one form field: the statement the law asks for, the
// sample PDF and the code typed from it. The field holds '<sampleId>.<code>' once the server has
// confirmed the code, nothing before, so the step cannot be passed without opening the sample; the
// last step sends the same proof when it creates the account (submit-registration.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { INPUT_CLASS } from '../forms/base-input-template';
import { describedBy } from '../forms/form-context';
import { EsignStatement } from './esign-statement';
import { SampleLink, useCodeCheck } from './sample-code';

/** The proof a confirmed field holds, or null. */
export function proofOf(value: unknown): { sampleId: string; code: string } | null {
  if (typeof value !== 'string') return null;
  const [sampleId, code] = value.split('.');
  return sampleId && code ? { sampleId, code } : null;
}

export function EsignConsentWidget({ id, value, onChange, onBlur, rawErrors, disabled }: WidgetProps) {
  const { t } = useTranslation('esign');
  const confirmed = proofOf(value);
  const [sampleId] = useState(() => confirmed?.sampleId ?? crypto.randomUUID());
  const [typed, setTyped] = useState(confirmed?.code ?? '');
  const { check, run } = useCodeCheck(sampleId, (code) => onChange(code ? `${sampleId}.${code}` : undefined), confirmed?.code);
  const hasError = Boolean(rawErrors?.length) || check.state === 'wrong' || check.state === 'failed';
  const hintId = `${id}__hint`;
  const checkId = `${id}__check`;
  return (
    <div className="space-y-6">
      <p className="text-lg text-muted">{t('intro')}</p>
      <EsignStatement />
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-ink">{t('check.title')}</h2>
        <p>{t('check.intro')}</p>
        <SampleLink sampleId={sampleId} />
        <div className="space-y-1">
          <label htmlFor={id} className="block font-semibold">
            {t('check.code')}
          </label>
          <p id={hintId} className="text-sm text-muted">
            {t('check.codeHint')}
          </p>
          <input
            id={id}
            name={id}
            className={`${INPUT_CLASS} max-w-48 uppercase tracking-widest`}
            value={typed}
            disabled={disabled}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={9}
            aria-invalid={hasError || undefined}
            aria-describedby={[
              hintId,
              check.state === 'idle' ? null : checkId,
              describedBy(id, { hasHelp: false, hasError: Boolean(rawErrors?.length) }),
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setTyped(event.target.value);
              run(event.target.value);
            }}
            onBlur={() => onBlur(id, value)}
          />
          {(check.state === 'wrong' || check.state === 'failed') && (
            <p id={checkId} role="alert" className="text-sm font-semibold text-error">
              {check.message}
            </p>
          )}
          {(check.state === 'checking' || check.state === 'confirmed') && (
            <p id={checkId} role="status" className="text-sm font-semibold text-success">
              {t(check.state === 'checking' ? 'check.checking' : 'check.confirmed')}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
