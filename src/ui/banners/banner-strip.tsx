import { useTranslation } from 'react-i18next';
import { BannerStripView } from './banner-strip-view';
import { useBanners } from './use-banners';

/**
 * Marketing or product banners under the header. Nothing shows while they load or when the file
 * cannot be read: a banner is never worth an error in front of a borrower (docs/feedback-banners.md).
 */
export function BannerStrip() {
  const { t, i18n } = useTranslation('kit');
  const state = useBanners();
  if (state.status !== 'loaded') return null;
  return (
    <BannerStripView
      banners={state.banners}
      labels={{ label: t('banners.label'), info: t('banners.info'), warn: t('banners.warn') }}
      locale={i18n.language}
    />
  );
}
