import type { ResolvedTheme } from '@/engine/lender/lender-package';
import { themeCssVars } from '@/engine/theme/theme-css-vars';

export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVars(theme))) root.style.setProperty(name, value);
  // The theme's own typefaces start loading now, beside the page's code; text shows in the fallback until they arrive.
  for (const { family, src, ...descriptors } of theme.fontFaces ?? []) {
    const face = new FontFace(family, src, descriptors);
    document.fonts.add(face);
    void face.load();
  }
  document.querySelector('meta[name="theme-color"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = theme.colors.headerBackground;
  document.head.append(meta);
}
