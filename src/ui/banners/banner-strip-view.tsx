// The strip's markup, apart from where its data and words come from: the app renders it with the
// fetched or embedded banners and translated labels, the build prerenders it into the first
// step's HTML (src/build/banners-html.ts), so both are the same markup and nothing moves when React
// takes over. Imports stay relative: the build loads this file without the `@/` alias.
import { bannerLink, bannerWords, type Banner } from '../../engine/banners/banners';

/** The visually hidden words: the region's name and the text read before each variant's message. */
export interface BannerLabels {
  label: string;
  info: string;
  warn: string;
}

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

/** The banners under the header, in the page's language where a banner has it; nothing at all when there are none. */
export function BannerStripView({ banners, labels, locale }: { banners: readonly Banner[]; labels: BannerLabels; locale: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={labels.label} className="border-b border-line bg-surface" data-testid="banner-strip">
      <ul className="mx-auto max-w-6xl divide-y divide-line px-4 sm:px-6">
        {banners.map((banner) => {
          const link = bannerLink(banner);
          const words = bannerWords(banner, locale);
          return (
            <li
              key={banner.uuid}
              data-variant={banner.variant}
              className={`flex items-start gap-3 border-l-4 py-2 pl-3 text-sm ${banner.variant === 'warn' ? 'border-error' : 'border-primary'}`}
            >
              <BannerIcon variant={banner.variant} />
              <p>
                <span className="sr-only">{labels[banner.variant]} </span>
                <span lang={words.lang}>{words.message}</span>
                {link && (
                  <>
                    {' '}
                    <a href={link.href} lang={words.linkLabel ? undefined : words.lang} className="font-semibold text-primary underline">
                      {words.linkLabel ?? link.label}
                    </a>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
