import type { ResolvedTheme } from '@/engine/lender/lender-package';

/** Faces already added to the document, by family and source: each is added and fetched once. */
const added = new Set<string>();

/**
 * Adds the theme's web fonts to the document and starts loading them; text shows in the stack's
 * fallback until they arrive. The tab's lender's at boot, and each lender's the preview shows.
 */
export function loadThemeFonts(theme: ResolvedTheme): void {
  for (const { family, src, ...descriptors } of theme.fontFaces ?? []) {
    const key = `${family} ${src}`;
    if (added.has(key)) continue;
    added.add(key);
    const face = new FontFace(family, src, descriptors);
    document.fonts.add(face);
    void face.load();
  }
}
