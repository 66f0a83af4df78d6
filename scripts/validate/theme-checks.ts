import { headerWantsLogoOnDark, resolveTheme } from '../../src/engine/lender/lender-package';
import { CONTRAST_PAIRS, findContrastFailures, type ContrastFailure } from '../../src/engine/theme/contrast';
import { WEB_FONTS, webFontsNamedIn, type WebFontName } from '../../src/engine/theme/web-fonts';
import type { Colors, Theme, TokenOverrides } from '../../src/engine/types/theme';
import type { LenderDocument, ThemeDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { isRecord, toPointer } from './json-pointer';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Contrast is only computed when every paired token is a valid colour; the schema reports the rest. */
function hasPairedColors(colors: unknown): colors is Colors {
  if (!isRecord(colors)) return false;
  return CONTRAST_PAIRS.every(({ fg, bg }) => [colors[fg], colors[bg]].every((c) => typeof c === 'string' && HEX_COLOR.test(c)));
}

const describeFailure = (failure: ContrastFailure, against: string): string =>
  `contrast ${failure.ratio}:1 against ${against} is below ${failure.min}:1 (WCAG AA)`;

function themeContrastErrors(theme: ThemeDocument): ConfigError[] {
  const colors = theme.data.colors;
  if (!hasPairedColors(colors)) return [];
  return findContrastFailures(colors).map((failure) =>
    configError(theme.file, toPointer(['colors', failure.fg]), describeFailure(failure, failure.bg)),
  );
}

/**
 * Only failures involving a token the lender overrides are the lender's; the others are already
 * reported on the theme file. The pointer names the overridden token.
 */
function overrideContrastErrors(lender: LenderDocument, themes: ReadonlyMap<string, ThemeDocument>): ConfigError[] {
  const overrides = lender.data.themeOverrides;
  const theme = typeof lender.data.theme === 'string' ? themes.get(lender.data.theme) : undefined;
  if (!isRecord(overrides) || !isRecord(overrides.colors) || !theme) return [];
  const overridden = overrides.colors;
  const resolved = resolveTheme(theme.data as unknown as Theme, overrides as TokenOverrides);
  if (!hasPairedColors(resolved.colors)) return [];
  return findContrastFailures(resolved.colors).flatMap((failure) => {
    const token = failure.fg in overridden ? failure.fg : failure.bg in overridden ? failure.bg : undefined;
    if (!token) return [];
    const against = token === failure.fg ? failure.bg : failure.fg;
    return [configError(lender.file, toPointer(['themeOverrides', 'colors', token]), describeFailure(failure, against))];
  });
}

const stacksOf = (fonts: unknown): Array<[string, string]> =>
  isRecord(fonts) ? Object.entries(fonts).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];

/**
 * A stack that names a web font the theme does not load would silently fall back; a web font no stack
 * names would be downloaded for nothing. `fontsPointer` is where the stacks are (a theme's or a lender's overrides).
 */
function webFontErrors(
  file: string,
  fonts: unknown,
  fontsPointer: string[],
  loaded: readonly WebFontName[],
  checkUnused: boolean,
): ConfigError[] {
  const stacks = stacksOf(fonts);
  const named = new Set(stacks.flatMap(([, stack]) => webFontsNamedIn(stack)));
  const unlisted = stacks.flatMap(([token, stack]) =>
    webFontsNamedIn(stack)
      .filter((name) => !loaded.includes(name))
      .map((name) =>
        configError(
          file,
          toPointer([...fontsPointer, token]),
          `names '${WEB_FONTS[name].family}', which the theme's webFonts do not load: add '${name}' to them`,
        ),
      ),
  );
  const unused = checkUnused
    ? loaded
        .filter((name) => !named.has(name))
        .map((name) => configError(file, '/webFonts', `'${name}' is loaded but no font stack names '${WEB_FONTS[name].family}'`))
    : [];
  return [...unlisted, ...unused];
}

const webFontsOf = (theme: ThemeDocument | undefined): WebFontName[] =>
  Array.isArray(theme?.data.webFonts) ? (theme.data.webFonts as WebFontName[]) : [];

/** A dark header needs the logo drawn in light ink, or the lender's name would vanish into it. */
function logoOnDarkErrors(lender: LenderDocument, theme: ThemeDocument | undefined): ConfigError[] {
  if (!theme || lender.data.logoOnDark !== undefined) return [];
  const overrides = isRecord(lender.data.themeOverrides) ? (lender.data.themeOverrides as TokenOverrides) : undefined;
  const colors = resolveTheme(theme.data as unknown as Theme, overrides).colors;
  if (typeof colors.headerBackground !== 'string' || !HEX_COLOR.test(colors.headerBackground) || !headerWantsLogoOnDark(colors)) return [];
  return [
    configError(lender.file, '/logo', `the header is dark (${colors.headerBackground}): add logoOnDark, the logo drawn in light ink`),
  ];
}

/** WCAG AA contrast of every theme, and of every lender's theme after its overrides; web fonts and logos that fit the theme. */
export function themeChecks(themes: readonly ThemeDocument[], lenders: readonly LenderDocument[]): ConfigError[] {
  const byName = new Map(themes.map((t) => [t.fileName, t]));
  const themeOf = (lender: LenderDocument) => (typeof lender.data.theme === 'string' ? byName.get(lender.data.theme) : undefined);
  return [
    ...themes.flatMap(themeContrastErrors),
    ...themes.flatMap((theme) => webFontErrors(theme.file, theme.data.fonts, ['fonts'], webFontsOf(theme), true)),
    ...lenders.flatMap((lender) => overrideContrastErrors(lender, byName)),
    ...lenders.flatMap((lender) => {
      const overrides = lender.data.themeOverrides;
      const fonts = isRecord(overrides) ? overrides.fonts : undefined;
      return webFontErrors(lender.file, fonts, ['themeOverrides', 'fonts'], webFontsOf(themeOf(lender)), false);
    }),
    ...lenders.flatMap((lender) => logoOnDarkErrors(lender, themeOf(lender))),
  ];
}
