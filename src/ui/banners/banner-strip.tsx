import { useTranslation } from 'react-i18next';
import type { Banner } from '@/engine/banners/banners';
import { useBanners } from './use-banners';

function BannerIcon({ variant }: { variant: Banner['variant'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      {variant === 'warn' ? (
        <path d="M12 3l10 18H2L12 3zM12 10v5M12 18v.5" strokeLinejoin="round" strokeLinecap="round" />
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

/**
 * Marketing or product banners under the header. Nothing shows while they load or when the file
 * cannot be read: a banner is never worth an error in front of a borrower (docs/feedback-banners.md).
 */
export function BannerStrip() {
  const { t } = useTranslation('kit');
  const state = useBanners();
  if (state.status !== 'loaded' || state.banners.length === 0) return null;
  return (
    <section aria-label={t('banners.label')} className="border-b border-line bg-surface" data-testid="banner-strip">
      <ul className="mx-auto max-w-5xl divide-y divide-line px-4 sm:px-6">
        {state.banners.map((banner) => (
          <li
            key={banner.uuid}
            data-variant={banner.variant}
            className={`flex items-start gap-3 border-l-4 py-2 pl-3 text-sm ${banner.variant === 'warn' ? 'border-error' : 'border-primary'}`}
          >
            <BannerIcon variant={banner.variant} />
            <p>
              <span className="sr-only">{t(`banners.${banner.variant}`)} </span>
              {banner.message}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
