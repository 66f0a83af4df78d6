// The host site's pages the app links to (spec 001 route table: /dashboard, /dashboard/settings,
// /contact, …, all outside the app's base path). A lender's `hostNavigation` picks which the header
// shows; the sandbox, with no host site behind it, serves every one of them itself.
import type { Lender } from '../types/lender';
import { DASHBOARD_PATH } from './dashboard';

export type HostPage = NonNullable<Lender['hostNavigation']>[number];

export const HOST_PAGE_PATHS: Readonly<Record<HostPage, string>> = {
  dashboard: DASHBOARD_PATH,
  marketplace: '/universal-marketplace',
  portfolio: '/portfolio',
  passport: '/universal-passport',
  groupManager: '/group-manager',
  pay: '/pay',
  exchange: '/exchange',
  support: '/contact',
  settings: '/dashboard/settings',
};

/** The host page a browser path is, if any (exact paths only, as the server answers them). */
export function hostPageAt(pathname: string): HostPage | undefined {
  return (Object.keys(HOST_PAGE_PATHS) as HostPage[]).find((page) => HOST_PAGE_PATHS[page] === pathname);
}

/**
 * The header's navigation for a signed-in person: the lender's links in its order, without the
 * dashboard for an additional signer who is not a broker (spec 001 §3).
 */
export function headerLinks(lender: Pick<Lender, 'hostNavigation'>, person: { additionalSigner: boolean; broker: boolean }): HostPage[] {
  const pages = lender.hostNavigation ?? [];
  return person.additionalSigner && !person.broker ? pages.filter((page) => page !== 'dashboard') : [...pages];
}
