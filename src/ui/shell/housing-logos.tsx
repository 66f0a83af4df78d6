import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@/engine/types/lender';

function Mark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-9 w-9 shrink-0">
        {children}
      </svg>
      <span className="max-w-24 text-xs font-semibold uppercase leading-tight">{label}</span>
    </span>
  );
}

/** Equal Housing Lender, Equal Opportunity Lender, or both (lenderImageKey OTHER). */
export function HousingLogos({ imageKey }: { imageKey: Company['lenderImageKey'] }) {
  const { t } = useTranslation('footer');
  return (
    <>
      {imageKey !== 'EOL' && (
        <Mark label={t('logos.equalHousingLender')}>
          <path fill="currentColor" fillRule="evenodd" d="M24 4 3 20h5v22h32V20h5L24 4Zm-10 18h20v4H14v-4Zm0 8h20v4H14v-4Z" />
        </Mark>
      )}
      {imageKey !== 'EHL' && (
        <Mark label={t('logos.equalOpportunityLender')}>
          <g fill="none" stroke="currentColor" strokeWidth="3">
            <circle cx="24" cy="24" r="19" />
            <path d="M14 20h20M14 28h20" />
          </g>
        </Mark>
      )}
    </>
  );
}
