import { resolveTheme } from '../../src/engine/lender/lender-package';
import { CONTRAST_PAIRS, findContrastFailures, type ContrastFailure } from '../../src/engine/theme/contrast';
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

/** WCAG AA contrast of every theme, and of every lender's theme after its overrides. */
export function themeChecks(themes: readonly ThemeDocument[], lenders: readonly LenderDocument[]): ConfigError[] {
  const byName = new Map(themes.map((t) => [t.fileName, t]));
  return [...themes.flatMap(themeContrastErrors), ...lenders.flatMap((lender) => overrideContrastErrors(lender, byName))];
}
