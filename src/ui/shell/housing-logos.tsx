import { useTranslation } from 'react-i18next';
import type { Company } from '@/engine/types/lender';

function EqualHousingMark({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 48 48" className="h-10 w-10" fill="currentColor">
      <path d="M24 4 3 20h5v22h32V20h5L24 4Zm-10 18h20v4H14v-4Zm0 8h20v4H14v-4Z" fillRule="evenodd" />
    </svg>
  );
}

function EqualOpportunityMark({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 48 48" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="3">
      <circle cx="24" cy="24" r="19" />
      <path d="M14 20h20M14 28h20" />
    </svg>
  );
}

/** Equal Housing Lender, Equal Opportunity Lender, or both (lenderImageKey OTHER). */
export function HousingLogos({ imageKey }: { imageKey: Company['lenderImageKey'] }) {
  const { t } = useTranslation('footer');
  return (
    <>
      {imageKey !== 'EOL' && <EqualHousingMark label={t('logos.equalHousingLender')} />}
      {imageKey !== 'EHL' && <EqualOpportunityMark label={t('logos.equalOpportunityLender')} />}
    </>
  );
}
