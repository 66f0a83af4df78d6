// The header's language switch, where the lender offers more than one language: one button per other
// language, showing its name in that language (its code on a phone) and named in both ('Español
// (Spanish)'), so a person who reads either finds it. The choice loads that language's copy and
// holds for the visit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLenderPackage } from '../lender/lender-context';
import { switchLocale } from '../i18n/locale';

/** A language's name in `language` ('inglés' in Spanish, 'Spanish' in English). */
const nameIn = (language: string, of: string) => new Intl.DisplayNames([language], { type: 'language' }).of(of) ?? of;
/** A language's own name as a label starts: 'Español', 'English'. */
const ownName = (locale: string) => {
  const name = nameIn(locale, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

export default function LanguageSwitch({ className }: { className: string }) {
  const { t, i18n } = useTranslation('common');
  const { lender } = useLenderPackage();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const others = (lender.locales ?? []).filter((locale) => locale !== i18n.language);
  if (!others.length) return null;

  const choose = async (locale: string) => {
    setBusy(true);
    setFailed(false);
    try {
      await switchLocale(i18n, lender.orgCode, locale);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {others.flatMap((locale) => {
        const name = ownName(locale);
        const inCurrent = nameIn(i18n.language, locale);
        // On a phone the code keeps the header on one row; from 640 px the name. One shows at a time,
        // each named with what it shows, then the name in the page's language ('Español (Spanish)').
        return [
          {
            key: `${locale}-code`,
            shown: locale.toUpperCase(),
            label: `${locale.toUpperCase()}: ${name} (${inCurrent})`,
            size: 'sm:hidden',
          },
          { key: locale, shown: name, label: `${name} (${inCurrent})`, size: 'max-sm:hidden' },
        ].map(({ key, shown, label, size }) => (
          <button
            key={key}
            type="button"
            lang={locale}
            className={`${className} ${size}`}
            aria-label={label}
            aria-busy={busy}
            disabled={busy}
            onClick={() => void choose(locale)}
          >
            {shown}
          </button>
        ));
      })}
      {/* Below the header's right edge, so the row keeps its height and the alert covers nothing it needs. */}
      {failed && (
        <p
          role="alert"
          className="absolute top-full right-4 z-10 mt-1 max-w-[min(20rem,calc(100%-2rem))] rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink shadow sm:right-6"
        >
          {t('language.switchFailed')}
        </p>
      )}
    </>
  );
}
