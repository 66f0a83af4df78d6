// What the preview pages share: the list of lenders (summaries.json: names, states, toggles), a
// filter by lender, state and feature kept in the address (a reviewer can send the link), and a
// section per lender that downloads the lender's package and copy only when it comes near the screen.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { i18n } from 'i18next';
import { fetchLenderPackage, fetchLenderSummaries } from '@/api/lender-package';
import type { LenderPackage, ResolvedTheme } from '@/engine/lender/lender-package';
import { matchesFilter, type LenderFilter, type LenderSummary } from '@/engine/lender/lender-summary';
import { createModalRegistry } from '@/engine/kit/modal-registry';
import { themeCssVars } from '@/engine/theme/theme-css-vars';
import { loadThemeFonts } from '../boot/load-theme-fonts';
import { initI18n } from '../i18n/init-i18n';
import { KitProvider } from '../kit/kit-provider';
import { ModalRegistryContext } from '../kit/modal';
import { LenderContext } from '../lender/lender-context';
import { usePreviewText } from './use-preview-text';

interface LenderPreview {
  pkg: LenderPackage;
  i18n: i18n;
}

/** Each filter and its parameter in the address. */
const FILTER_PARAMS: Array<[keyof LenderFilter, string]> = [
  ['orgCode', 'lender'],
  ['state', 'state'],
  ['feature', 'feature'],
];

/** Every lender's summary (null while loading), the filter from the address, and the lenders it keeps. */
export function useLenderList() {
  const [summaries, setSummaries] = useState<LenderSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    let cancelled = false;
    fetchLenderSummaries().then(
      (loaded) => !cancelled && setSummaries(loaded),
      (error: Error) => !cancelled && setFailed(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  const filter = Object.fromEntries(FILTER_PARAMS.map(([key, param]) => [key, params.get(param) ?? undefined])) as LenderFilter;
  // One filter changed, the others as the address has them now: two changes in a row (a reviewer's, or
  // a test's) may come before a render, when this render's `params` would undo the first.
  const setFilter = (change: Partial<LenderFilter>) => {
    const query = new URLSearchParams(window.location.search);
    for (const [key, param] of FILTER_PARAMS) {
      if (!(key in change)) continue;
      const value = change[key];
      if (value) query.set(param, value);
      else query.delete(param);
    }
    setParams(query, { replace: true });
  };
  const shown = summaries?.filter((summary) => matchesFilter(summary, filter)) ?? null;
  return { summaries, failed, filter, setFilter, shown };
}

const distinct = (values: string[]) => [...new Set(values)].sort();

function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  all: string;
  options: Array<[value: string, text: string]>;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="min-h-11 rounded border border-neutral-500 bg-white px-2"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The section a reviewer followed a link to. Sections above it grow as their packages arrive, and the
 * browser's scroll anchoring, which picks the growing section itself, lets them push it out of view:
 * until the reviewer scrolls, clicks or types, each section that renders brings it back.
 */
let followed: string | null = null;
const unfollow = () => {
  followed = null;
};
function follow(id: string) {
  followed = id;
  for (const type of ['wheel', 'touchstart', 'mousedown', 'keydown'] as const) {
    window.addEventListener(type, unfollow, { once: true, passive: true });
  }
  document.getElementById(id)?.scrollIntoView();
}
const keepFollowedInView = () => followed && document.getElementById(followed)?.scrollIntoView();

/** The loading and failure lines, the filter, how many lenders it keeps, and links to their sections (`#<idPrefix><ORG>`). */
export function LenderPreviewNav({ list, idPrefix }: { list: ReturnType<typeof useLenderList>; idPrefix: string }) {
  const t = usePreviewText();
  const { summaries, failed, filter, setFilter, shown } = list;
  // A link with a section's address: the sections exist once the list has loaded.
  const listed = shown !== null;
  useEffect(() => {
    if (listed && window.location.hash.startsWith(`#${idPrefix}`)) follow(window.location.hash.slice(1));
  }, [listed, idPrefix]);
  if (failed) return <p role="alert">{t('loadFailed', { reason: failed })}</p>;
  if (!summaries || !shown) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <form role="search" aria-label={t('list.filter')} className="flex flex-wrap gap-4" onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          label={t('list.lender')}
          all={t('list.allLenders')}
          value={filter.orgCode}
          options={summaries.map((summary) => [summary.orgCode, `${summary.companyName} (${summary.orgCode})`])}
          onChange={(orgCode) => setFilter({ orgCode })}
        />
        <FilterSelect
          label={t('list.state')}
          all={t('list.allStates')}
          value={filter.state}
          options={distinct(summaries.flatMap((summary) => summary.states)).map((state) => [state, state])}
          onChange={(state) => setFilter({ state })}
        />
        <FilterSelect
          label={t('list.feature')}
          all={t('list.allFeatures')}
          value={filter.feature}
          options={distinct(summaries.flatMap((summary) => summary.features)).map((feature) => [feature, feature])}
          onChange={(feature) => setFilter({ feature })}
        />
      </form>
      <p role="status">{t('list.count', { shown: shown.length, total: summaries.length })}</p>
      <nav aria-label={t('list.lenders')}>
        <ul className="flex flex-wrap gap-3">
          {shown.map((summary) => (
            <li key={summary.orgCode}>
              <a className="underline" href={`#${idPrefix}${summary.orgCode}`} onClick={() => follow(`${idPrefix}${summary.orgCode}`)}>
                {summary.companyName} ({summary.orgCode})
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The lender's package and copy, fetched once the element is within a screen of the viewport. */
function usePreviewWhenNear(orgCode: string) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [preview, setPreview] = useState<LenderPreview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    fetchLenderPackage(orgCode)
      .then(async (pkg) => {
        loadThemeFonts(pkg.theme);
        return { pkg, i18n: await initI18n(pkg.copy) };
      })
      .then(
        (loaded) => !cancelled && setPreview(loaded),
        (error: Error) => !cancelled && setFailed(error.message),
      );
    return () => {
      cancelled = true;
    };
  }, [near, orgCode]);
  return { ref, preview, failed };
}

/**
 * What a lender's own page has around it: its copy, its package, the kit (toasts, announcements) and
 * modal ids of its own, since two lenders' sections may hold the same dialog (a prescreen notice's).
 */
function LenderScope({ preview, children }: { preview: LenderPreview; children: ReactNode }) {
  const [modals] = useState(createModalRegistry);
  return (
    <I18nextProvider i18n={preview.i18n}>
      <LenderContext value={preview.pkg}>
        <ModalRegistryContext value={modals}>
          <KitProvider>{children}</KitProvider>
        </ModalRegistryContext>
      </LenderContext>
    </I18nextProvider>
  );
}

/**
 * A lender's theme scoped to its section. The colours follow the --brand-* variables; the typefaces
 * are --font-body and --font-heading, which the root resolves once (and the preview's layout pins to
 * its own), so the section sets them from its lender's too, and its text starts in the body's.
 */
const sectionTheme = (theme: ResolvedTheme) =>
  ({
    ...themeCssVars(theme),
    '--font-body': 'var(--brand-font-body)',
    '--font-heading': 'var(--brand-font-heading)',
    fontFamily: 'var(--font-body)',
  }) as CSSProperties;

/**
 * One lender's section, named and linked to before its package loads, in the lender's theme once it
 * has: its colours and typefaces scoped to the section (its web fonts loaded with its package), and
 * the children rendered inside the lender's scope.
 */
export function LenderPreviewSection({
  summary,
  idPrefix,
  heading,
  children,
}: {
  summary: LenderSummary;
  idPrefix: string;
  heading: (pkg: LenderPackage | undefined) => ReactNode;
  children: ReactNode;
}) {
  const t = usePreviewText();
  const { ref, preview, failed } = usePreviewWhenNear(summary.orgCode);
  useLayoutEffect(() => {
    if (preview || failed) keepFollowedInView();
  }, [preview, failed]);
  return (
    <section
      ref={ref}
      id={`${idPrefix}${summary.orgCode}`}
      aria-label={`${summary.companyName} (${summary.orgCode})`}
      aria-busy={!preview && !failed}
      style={preview ? sectionTheme(preview.pkg.theme) : undefined}
      className="min-h-96 overflow-hidden rounded-lg border border-neutral-300 bg-page text-ink"
    >
      <h2 className="bg-neutral-900 px-4 py-2 font-mono text-sm text-white">{heading(preview?.pkg)}</h2>
      {failed && (
        <p role="alert" className="p-4">
          {t('list.lenderFailed', { lender: summary.orgCode, reason: failed })}
        </p>
      )}
      {!preview && !failed && <p className="p-4 text-neutral-700">{t('list.lenderLoading', { lender: summary.companyName })}</p>}
      {preview && <LenderScope preview={preview}>{children}</LenderScope>}
    </section>
  );
}
