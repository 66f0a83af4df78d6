// The signer's three steps, with the current one marked for sight and for screen readers.
import { useTranslation } from 'react-i18next';

const STEPS = ['identity', 'sign', 'documents'] as const;
/** Which step each page belongs to: the intro leads into the ID step. */
const STEP_OF: Readonly<Record<string, (typeof STEPS)[number]>> = {
  intro: 'identity',
  identity: 'identity',
  sign: 'sign',
  documents: 'documents',
};

export function SignerSteps({ page }: { page: string }) {
  const { t } = useTranslation('signer');
  const current = STEPS.indexOf(STEP_OF[page] ?? 'identity');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={`flex items-center gap-2 ${index === current ? 'font-bold text-ink' : 'text-muted'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex h-6 w-6 items-center justify-center rounded-full border-2 text-xs ${index <= current ? 'border-primary bg-primary text-on-primary' : 'border-line'}`}
            >
              {index + 1}
            </span>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
