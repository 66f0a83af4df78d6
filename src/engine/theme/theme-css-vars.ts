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
