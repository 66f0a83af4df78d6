// The additional signer's pages under /heloc-signer/ (spec 000 §2), loaded on first visit.
// Public pages need no session; the others show a signed-in signer's application.
import type { ComponentType } from 'react';
import type { SIGNER_PUBLIC_PATHS } from '@/engine/signer/signer-area';

type PageImporter = () => Promise<{ default: ComponentType }>;

export const SIGNER_PUBLIC_PAGES: Readonly<Record<(typeof SIGNER_PUBLIC_PATHS)[number], PageImporter>> = {
  resume: () => import('./resume-page'),
  login: () => import('./login-page'),
  cancelled: () => import('./cancelled-page'),
  error: () => import('./signer-error-page'),
};

export const SIGNER_PAGES: Readonly<Record<string, PageImporter>> = {
  intro: () => import('./intro-page'),
  identity: () => import('./identity-page'),
  sign: () => import('./sign-page'),
  documents: () => import('./documents-page'),
  // The signer's document requests: the list, and the spec's two condition pages.
  conditions: () => import('./conditions-page'),
  'conditions/upload-document': () => import('../conditions/signer-condition-page'),
  'conditions/identity': () => import('../conditions/signer-condition-page'),
  // Not in the spec's signer list: a missing phone number is asked of a signer as of anyone.
  'conditions/phone-number': () => import('../conditions/signer-condition-page'),
};
