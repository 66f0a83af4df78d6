// The preview area's pages, in the order its navigation lists them: the area makes a route of each
// under its layout (preview-area.tsx), and the layout's navigation a link. Their names are copy
// (copy/staff/en/preview.json `nav.<name>`).
import type { ComponentType } from 'react';

export interface PreviewPage {
  /** Under /preview/ ('' the area's home). */
  path: string;
  /** The key of its name in the navigation and its title (`nav.<name>`). */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const PREVIEW_PAGES: readonly PreviewPage[] = [
  { path: '', name: 'home', load: () => import('./preview-home-page') },
  { path: 'lenders', name: 'lenders', load: () => import('./disclosures-preview-page') },
  { path: 'compliance', name: 'compliance', load: () => import('./compliance-preview-page') },
  { path: 'flows', name: 'flows', load: () => import('./flows-preview-page') },
  { path: 'try', name: 'try', load: () => import('./try-step-page') },
  { path: 'copy', name: 'copy', load: () => import('./lender-copy-page') },
];

/** The area's address of a page, under the app's base. */
export const previewPath = (page: Pick<PreviewPage, 'path'>) => (page.path ? `/preview/${page.path}` : '/preview');
