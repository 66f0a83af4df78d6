import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREVIEW_PAGES, previewPath } from './preview-pages';

const words = JSON.parse(readFileSync('copy/staff/en/preview.json', 'utf8')) as {
  nav: Record<string, string>;
  home: { pages: Record<string, string> };
};

describe('the preview area’s pages', () => {
  it('are the area’s home and the pages the issue names, each at its own address', () => {
    expect(PREVIEW_PAGES.map(previewPath)).toEqual([
      '/preview',
      '/preview/lenders',
      '/preview/compliance',
      '/preview/flows',
      '/preview/try',
      '/preview/copy',
    ]);
    expect(new Set(PREVIEW_PAGES.map((page) => page.name)).size).toBe(PREVIEW_PAGES.length);
  });

  it('each have a name in the navigation and, but the home, a line on the home page, from copy', () => {
    for (const page of PREVIEW_PAGES) {
      expect(words.nav[page.name], page.name).toMatch(/\S/);
      if (page.path) expect(words.home.pages[page.name], page.name).toMatch(/\S/);
    }
  });
});
