import type { ResolvedTheme } from '@/engine/lender/lender-package';
import { themeCssVars } from '@/engine/theme/theme-css-vars';
import { loadThemeFonts } from './load-theme-fonts';

export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVars(theme))) root.style.setProperty(name, value);
  // The theme's own typefaces start loading now, beside the page's code.
  loadThemeFonts(theme);
  document.querySelector('meta[name="theme-color"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = theme.colors.headerBackground;
  document.head.append(meta);
}
