// What the preview pages share: the list of lenders (summaries.json: names, states, toggles), a
// filter by lender, state and feature kept in the address (a reviewer can send the link), and a
// section per lender that downloads the lender's package and copy only when it comes near the screen.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { i18n } from 'i18next';
import { fetchLenderPackage, fetchLenderSummaries } from '@/api/lender-package';
import type { LenderPackage } from '@/engine/lender/lender-package';
import { matchesFilter, type LenderFilter, type LenderSummary } from '@/engine/lender/lender-summary';
import { themeCssVars } from '@/engine/theme/theme-css-vars';
import { initI18n } from '../i18n/init-i18n';

export interface LenderPreview {
  pkg: LenderPackage;
  i18n: i18n;
}

/** Every lender's summary (null while loading), the filter from the address, and the lenders it keeps. */
export function useLenderList(title: string) {
  const [summaries, setSummaries] = useState<LenderSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    document.title = title;
    let cancelled = false;
    fetchLenderSummaries().then(
      (loaded) => !cancelled && setSummaries(loaded),
      (error: Error) => !cancelled && setFailed(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [title]);
  const filter: LenderFilter = {
    orgCode: params.get('lender') ?? undefined,
    state: params.get('state') ?? undefined,
    feature: params.get('feature') ?? undefined,
  };
  const setFilter = (next: LenderFilter) => {
    const query = new URLSearchParams();
    if (next.orgCode) query.set('lender', next.orgCode);
    if (next.state) query.set('state', next.state);
    if (next.feature) query.set('feature', next.feature);
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

/** The loading and failure lines, the filter, how many lenders it keeps, and links to their sections (`#<idPrefix><ORG>`). */
export function LenderPreviewNav({ list, idPrefix }: { list: ReturnType<typeof useLenderList>; idPrefix: string }) {
  const { summaries, failed, filter, setFilter, shown } = list;
  if (failed) return <p role="alert">Could not load the lenders: {failed}</p>;
  if (!summaries || !shown) return <p role="status">Loading</p>;
  return (
    <>
      <form role="search" aria-label="Filter lenders" className="flex flex-wrap gap-4" onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          label="Lender"
          all="All lenders"
          value={filter.orgCode}
          options={summaries.map((summary) => [summary.orgCode, `${summary.companyName} (${summary.orgCode})`])}
          onChange={(orgCode) => setFilter({ ...filter, orgCode })}
        />
        <FilterSelect
          label="State"
          all="All states"
          value={filter.state}
          options={distinct(summaries.flatMap((summary) => summary.states)).map((state) => [state, state])}
          onChange={(state) => setFilter({ ...filter, state })}
        />
        <FilterSelect
          label="Feature"
          all="All features"
          value={filter.feature}
          options={distinct(summaries.flatMap((summary) => summary.features)).map((feature) => [feature, feature])}
          onChange={(feature) => setFilter({ ...filter, feature })}
        />
      </form>
      <p role="status">
        {shown.length} of {summaries.length} lenders
      </p>
      <nav aria-label="Lenders">
        <ul className="flex flex-wrap gap-3">
          {shown.map((summary) => (
            <li key={summary.orgCode}>
              <a className="underline" href={`#${idPrefix}${summary.orgCode}`}>
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
      .then(async (pkg) => ({ pkg, i18n: await initI18n(pkg.copy) }))
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
 * One lender's section, named and linked to before its package loads, in the lender's theme once it
 * has: its variables on the section scope the colours to it.
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
  children: (preview: LenderPreview) => ReactNode;
}) {
  const { ref, preview, failed } = usePreviewWhenNear(summary.orgCode);
  return (
    <section
      ref={ref}
      id={`${idPrefix}${summary.orgCode}`}
      aria-label={`${summary.companyName} (${summary.orgCode})`}
      aria-busy={!preview && !failed}
      style={preview ? themeCssVars(preview.pkg.theme) : undefined}
      className="min-h-96 overflow-hidden rounded-lg border border-neutral-300 bg-page text-ink"
    >
      <h2 className="bg-neutral-900 px-4 py-2 font-mono text-sm text-white">{heading(preview?.pkg)}</h2>
      {failed && (
        <p role="alert" className="p-4">
          Could not load {summary.orgCode}: {failed}
        </p>
      )}
      {!preview && !failed && <p className="p-4 text-neutral-700">Loading {summary.companyName}</p>}
      {preview && children(preview)}
    </section>
  );
}
