import type { Lender } from '../types/lender';
import type { Colors, Theme, TokenOverrides } from '../types/theme';
import { prefersLightInk } from '../theme/contrast';
import { fontFaceAssets, type FontFaceAsset } from '../theme/web-fonts';

/** i18next resources: locale → namespace → nested keys. */
export type CopyResources = Record<string, Record<string, CopyTree>>;
export interface CopyTree {
  [key: string]: string | CopyTree;
}

/** A lender as its package carries it: no file bookkeeping, theme overrides or sandbox lead records. */
export type LenderConfig = Omit<Lender, '$schema' | 'schemaVersion' | 'themeOverrides' | 'sandboxLeads' | 'referrals'> & {
  referrals?: Omit<NonNullable<Lender['referrals']>, 'sampleReferrals'>;
};

export interface ResolvedTheme {
  name: string;
  colors: Colors;
  fonts: Theme['fonts'];
  radii: Theme['radii'];
  logo: Theme['logo'];
  /** The theme's web fonts, for the browser to load (absent: system fonts only). */
  fontFaces?: FontFaceAsset[];
}

/** The one JSON file the browser loads for its lender; other lenders are never downloaded. */
export interface LenderPackage {
  packageVersion: 1;
  lender: LenderConfig;
  theme: ResolvedTheme;
  copy: CopyResources;
  /** `headerLogo`: the logo drawn for the header's background (the light-ink variant on a dark header). */
  assets: { logo: string; headerLogo: string; firstStepImage?: string; creditUnionLogo?: string };
}

/** Small map the browser reads first to turn a host name or org code into a package. */
export interface LenderIndex {
  defaultOrgCode: string;
  orgCodes: string[];
  hosts: Record<string, string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of plain objects; arrays and scalars from `override` replace those in `base`. */
export function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override === undefined ? base : override) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    // defineProperty, not assignment: a '__proto__' key in data stays data and never changes a prototype.
    const merged = Object.hasOwn(out, key) ? deepMerge(out[key], value) : value;
    Object.defineProperty(out, key, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

/** Drops the `$schema` and `schemaVersion` bookkeeping keys from a config file. */
export function stripFileMeta<T extends object>(file: T): Omit<T, '$schema' | 'schemaVersion'> {
  const { $schema: _schema, schemaVersion: _version, ...rest } = file as T & { $schema?: unknown; schemaVersion?: unknown };
  return rest;
}

export function resolveTheme(theme: Theme, overrides: TokenOverrides | undefined): ResolvedTheme {
  const { name, colors, fonts, radii, logo } = deepMerge(stripFileMeta(theme), overrides ?? {});
  return { name, colors, fonts, radii, logo };
}

export interface LenderPackageSources {
  lender: Lender;
  theme: Theme;
  /** Base copy for every locale. */
  baseCopy: CopyResources;
  /** This lender's copy overrides, if any. */
  lenderCopy?: CopyResources;
  assetUrl: (file: string) => string;
  /** Where a web font's file is published (shared by every lender whose theme loads it). */
  fontUrl: (file: string) => string;
}

/** Whether a lender's header shows its light-ink logo: on a header dark enough that white reads better than black. */
export const headerWantsLogoOnDark = (colors: Colors) => prefersLightInk(colors.headerBackground);

export function composeLenderPackage({ lender, theme, baseCopy, lenderCopy, assetUrl, fontUrl }: LenderPackageSources): LenderPackage {
  // Sandbox lead records (sandboxLeads, referrals.sampleReferrals) are the server's; the browser never receives them.
  const { themeOverrides, sandboxLeads: _leads, referrals, ...config } = stripFileMeta(lender);
  const { sampleReferrals: _referrals, ...loanOriginators } = referrals ?? {};
  const resolved = resolveTheme(theme, themeOverrides);
  const headerLogo = headerWantsLogoOnDark(resolved.colors) && lender.logoOnDark ? lender.logoOnDark : lender.logo.src;
  return {
    packageVersion: 1,
    lender: referrals ? { ...config, referrals: loanOriginators } : config,
    theme: theme.webFonts?.length ? { ...resolved, fontFaces: fontFaceAssets(theme.webFonts, fontUrl) } : resolved,
    copy: deepMerge(baseCopy, lenderCopy ?? {}),
    assets: {
      logo: assetUrl(lender.logo.src),
      headerLogo: assetUrl(headerLogo),
      ...(lender.firstStepImage ? { firstStepImage: assetUrl(lender.firstStepImage.src) } : {}),
      ...(lender.creditUnionLogo ? { creditUnionLogo: assetUrl(lender.creditUnionLogo.src) } : {}),
    },
  };
}

export function buildLenderIndex(lenders: readonly Lender[]): LenderIndex {
  const defaults = lenders.filter((l) => l.default);
  const hosts: Record<string, string> = {};
  for (const lender of lenders) for (const host of lender.hosts) hosts[host] = lender.orgCode;
  return {
    defaultOrgCode: (defaults[0] ?? lenders[0])?.orgCode ?? '',
    orgCodes: lenders.map((l) => l.orgCode).sort(),
    hosts,
  };
}
