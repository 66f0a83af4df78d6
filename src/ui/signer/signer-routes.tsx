// The routes under /heloc-signer/ (spec 000 §2): the index goes to the signer login, the public
// pages stand alone, the others sit in the signer layout; other condition paths go up to the
// conditions list, and any other path is the area's error page. Each path is spelled out, not
// matched by one splat: a splat ranks below /{uuid}/identity and the like, so the application
// area would answer /heloc-signer/identity.
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyPage } from '../lazy-route';
import { SIGNER_PAGES, SIGNER_PUBLIC_PAGES } from './signer-pages';
import { signerAreaPath } from '@/engine/signer/signer-area';

const pageRoutes = (pages: typeof SIGNER_PAGES): RouteObject[] =>
  Object.entries(pages).map(([path, importer]) => ({ path, ...lazyPage(importer) }));

export const SIGNER_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate replace to={signerAreaPath('login')} /> },
  ...pageRoutes(SIGNER_PUBLIC_PAGES),
  {
    ...lazyPage(() => import('./signer-layout')),
    children: [...pageRoutes(SIGNER_PAGES), { path: 'conditions/*', element: <Navigate replace to={signerAreaPath('conditions')} /> }],
  },
  { path: '*', element: <Navigate replace to={signerAreaPath('error')} /> },
];
