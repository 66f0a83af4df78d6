// The preview area behind one lazy import: the router (in every page's entry chunk) knows only
// /preview/*; the area's pages, their routes and what they import load with it.
import { useRoutes } from 'react-router';
import { lazyPage } from '../lazy-route';
import PreviewLayout from './preview-layout';
import { PREVIEW_PAGES } from './preview-pages';
import { usePreviewText } from './use-preview-text';
// The area's utilities: the borrower stylesheet (../styles.css) leaves this folder out.
import './preview.css';

function PreviewNotFound() {
  const t = usePreviewText();
  return (
    <div className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold">{t('notFound')}</h1>
    </div>
  );
}

const ROUTES = [
  {
    element: <PreviewLayout />,
    children: [
      ...PREVIEW_PAGES.map(({ path, load }) => (path ? { path, ...lazyPage(load) } : { index: true, ...lazyPage(load) })),
      { path: '*', element: <PreviewNotFound /> },
    ],
  },
];

export default function PreviewArea() {
  return useRoutes(ROUTES);
}
