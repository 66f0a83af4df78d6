// Each lender's copy: the texts its own files override (copy/lenders/<ORG>/<locale>/<namespace>.json),
// key by key, beside the base text each replaces. Every other key a lender shows is the base copy's.
// The files are read as they are in the tree, loaded when the page opens.
import { Fragment, useEffect, useState } from 'react';
import { fetchLenderSummaries } from '@/api/lender-package';
import { copyOverrides, type CopyOverride } from '@/engine/preview/copy-overrides';
import type { LenderSummary } from '@/engine/lender/lender-summary';
import { usePreviewText } from './use-preview-text';

type CopyFile = { default: Record<string, unknown> };
const BASE_FILES = import.meta.glob<CopyFile>('../../../copy/*/*.json');
const LENDER_FILES = import.meta.glob<CopyFile>('../../../copy/lenders/*/*/*.json');

interface OverrideFile {
  orgCode: string;
  locale: string;
  namespace: string;
  overrides: CopyOverride[];
}

/** Every lender's override files, read with the base namespace each overrides. */
async function loadOverrides(): Promise<OverrideFile[]> {
  return Promise.all(
    Object.entries(LENDER_FILES).map(async ([file, load]) => {
      const [orgCode = '', locale = '', name = ''] = file.split('/').slice(-3);
      const namespace = name.replace(/\.json$/, '');
      const base = BASE_FILES[`../../../copy/${locale}/${namespace}.json`];
      const [own, replaced] = await Promise.all([load(), base?.()]);
      return { orgCode, locale, namespace, overrides: copyOverrides(own.default, replaced?.default) };
    }),
  );
}

function LenderCopy({ summary, files }: { summary: LenderSummary; files: OverrideFile[] }) {
  const t = usePreviewText();
  const own = files.filter((file) => file.orgCode === summary.orgCode && file.overrides.length > 0);
  const heading = `${summary.companyName} (${summary.orgCode})`;
  return (
    <section aria-label={heading} className="space-y-3">
      <h2 className="text-2xl font-semibold">{heading}</h2>
      {own.length === 0 ? (
        <p>{t('copy.none')}</p>
      ) : (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{t('copy.caption', { lender: heading })}</caption>
          <thead>
            <tr className="border-b-2 border-neutral-400">
              <th scope="col" className="w-1/3 p-2">
                {t('copy.key')}
              </th>
              <th scope="col" className="p-2">
                {t('copy.lenderText')}
              </th>
              <th scope="col" className="p-2">
                {t('copy.baseText')}
              </th>
            </tr>
          </thead>
          <tbody>
            {own.flatMap((file) =>
              file.overrides.map((override) => (
                <tr key={`${file.locale}:${file.namespace}:${override.key}`} className="border-b border-neutral-300 align-top">
                  <th scope="row" className="break-words p-2 font-mono font-normal">
                    {/* A long key wraps after its dots rather than inside a word. */}
                    {`${file.namespace}:${override.key}`.split('.').map((part, index) => (
                      <Fragment key={index}>
                        {index > 0 && (
                          <>
                            .<wbr />
                          </>
                        )}
                        {part}
                      </Fragment>
                    ))}
                    <span className="block text-neutral-700">{t('copy.locale', { locale: file.locale })}</span>
                  </th>
                  <td className="break-words p-2">
                    <mark className="bg-amber-100 px-0.5 text-neutral-900">{override.text}</mark>
                  </td>
                  <td className="break-words p-2 text-neutral-700">{override.base ?? t('copy.noBase')}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function LenderCopyPage() {
  const t = usePreviewText();
  const [loaded, setLoaded] = useState<{ summaries: LenderSummary[]; files: OverrideFile[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all([fetchLenderSummaries(), loadOverrides()]).then(
      ([summaries, files]) => !cancelled && setLoaded({ summaries, files }),
      (error: Error) => !cancelled && setFailed(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div className="mx-auto max-w-6xl space-y-8 p-6">
      <h1 className="text-3xl font-bold">{t('nav.copy')}</h1>
      <p className="max-w-3xl">{t('copy.intro')}</p>
      {failed && <p role="alert">{t('loadFailed', { reason: failed })}</p>}
      {!loaded && !failed && <p role="status">{t('loading')}</p>}
      {loaded?.summaries.map((summary) => (
        <LenderCopy key={summary.orgCode} summary={summary} files={loaded.files} />
      ))}
    </div>
  );
}
