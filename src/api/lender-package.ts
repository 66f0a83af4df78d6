import type { CopyResources, LenderIndex, LenderPackage } from '@/engine/lender/lender-package';
import type { LenderSummary } from '@/engine/lender/lender-summary';

export class LenderDataError extends Error {}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new LenderDataError(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Lender packages are published beside the app by the build (see src/build/vite-lender-packages.ts). */
const packagesUrl = (file: string) => `${import.meta.env.BASE_URL}lender-packages/${file}`;

export const fetchLenderIndex = () => getJson<LenderIndex>(packagesUrl('index.json'));

/** Every lender's name, states and toggles: the preview area's list, filtered before any package loads. */
export const fetchLenderSummaries = () => getJson<LenderSummary[]>(packagesUrl('summaries.json'));

export async function fetchLenderPackage(orgCode: string): Promise<LenderPackage> {
  const pkg = await getJson<LenderPackage>(packagesUrl(`${encodeURIComponent(orgCode)}.json`));
  if (pkg?.packageVersion !== 1 || pkg.lender?.orgCode !== orgCode) throw new LenderDataError(`Package for ${orgCode} is not valid`);
  return pkg;
}

/** The copy of another language the lender offers (its package carries English only). */
export async function fetchLenderLocale(orgCode: string, locale: string): Promise<CopyResources> {
  const copy = await getJson<CopyResources>(packagesUrl(`${encodeURIComponent(orgCode)}.${encodeURIComponent(locale)}.json`));
  if (!copy?.[locale]) throw new LenderDataError(`Copy of ${orgCode} in ${locale} is not valid`);
  return copy;
}
