import type { ResolvedTheme } from '../lender/lender-package';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Theme tokens as CSS custom properties (`--color-primary`, `--font-body`, `--radius-card`, …) that the Tailwind theme reads. */
export function themeCssVars(theme: ResolvedTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [token, value] of Object.entries(theme.colors)) vars[`--brand-${kebab(token)}`] = value;
  for (const [token, value] of Object.entries(theme.fonts)) vars[`--brand-font-${kebab(token)}`] = value;
  for (const [token, value] of Object.entries(theme.radii)) vars[`--brand-radius-${kebab(token)}`] = value;
  vars['--brand-logo-height'] = theme.logo.height;
  return vars;
}

/** The theme's custom properties as an inline style's text: a page drawn on the server carries them on `<html>`, as the browser's boot sets them. */
export const themeStyleText = (theme: ResolvedTheme): string =>
  Object.entries(themeCssVars(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/** The theme's web fonts as `@font-face` rules, for a page drawn on the server to load them with its styles. */
export const fontFaceRules = (theme: ResolvedTheme): string =>
  (theme.fontFaces ?? [])
    .map(
      (face) =>
        `@font-face{font-family:${JSON.stringify(face.family)};src:${face.src};font-weight:${face.weight};unicode-range:${face.unicodeRange};font-display:${face.display}}`,
    )
    .join('');
