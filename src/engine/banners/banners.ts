// The public banners feed: checked before anything is shown (it is fetched, so it may be anything),
// then narrowed to what this app shows.
import type { Banner } from '../types/banners';

export type { Banner };

/** The spec's message for a feed that is not a list of complete banners. */
export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';

/** The spec's default for how many banners show at once. */
export const DEFAULT_MAX_BANNERS = 2;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The spec's rule: every entry has a uuid, a message, at least one app and a variant. */
function isBanner(entry: unknown): entry is Banner {
  return (
    isRecord(entry) &&
    isFilledString(entry.uuid) &&
    isFilledString(entry.message) &&
    Array.isArray(entry.apps) &&
    entry.apps.some(isFilledString) &&
    (entry.variant === 'info' || entry.variant === 'warn')
  );
}

/** The feed's banners; throws BANNER_FORMAT_ERROR when any entry is incomplete (one bad entry rejects the feed). */
export function parseBanners(data: unknown): Banner[] {
  if (!Array.isArray(data) || !data.every(isBanner)) throw new Error(BANNER_FORMAT_ERROR);
  return data;
}

/** Milliseconds of a banner's createdAt; a missing or unreadable date sorts as the oldest. */
function createdAt(banner: Banner): number {
  const time = Date.parse(banner.metadata?.createdAt ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Active banners naming this app, newest first, at most `max`. */
export function selectBanners(banners: readonly Banner[], { app, max = DEFAULT_MAX_BANNERS }: { app: string; max?: number }): Banner[] {
  return banners
    .filter((banner) => banner.active === true && banner.apps.includes(app))
    .sort((a, b) => createdAt(b) - createdAt(a))
    .slice(0, Math.max(0, max));
}

/**
 * A banner's words in a language: its translation when it has one, else the English, with `lang`
 * 'en' so the page can mark them as English for screen readers.
 */
export function bannerWords(banner: Banner, locale: string): { message: string; linkLabel: string | undefined; lang: string | undefined } {
  const translation: unknown = locale === 'en' ? undefined : banner.translations?.[locale];
  if (isRecord(translation) && isFilledString(translation.message)) {
    return {
      message: translation.message,
      linkLabel: isFilledString(translation.linkLabel) ? translation.linkLabel : undefined,
      lang: undefined,
    };
  }
  return { message: banner.message, linkLabel: undefined, lang: locale === 'en' ? undefined : 'en' };
}

/**
 * A banner's link when it is one the strip may draw: a label, and a page of this site or an https
 * address (the feed is fetched, so a script URL or another scheme is dropped, not drawn).
 */
export function bannerLink(banner: Banner): { label: string; href: string } | null {
  const link: unknown = banner.link;
  if (!isRecord(link) || !isFilledString(link.label) || typeof link.href !== 'string') return null;
  const safe = /^\/(?!\/)\S*$/.test(link.href) || /^https:\/\/\S+$/i.test(link.href);
  return safe ? { label: link.label, href: link.href } : null;
}
