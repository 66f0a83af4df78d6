// How sign-in leaves a browser, for the bench's signed-in pages: the token and a tracker id in local
// storage, and the cookies that mirror them (src/engine/routing/page-cookies.ts), with which the
// server draws a signed-in page. Lighthouse's runs (puppeteer) and the long-task traces (Playwright)
// both put a browser in this state before loading the page.
import { SESSION_COOKIE, TRACKER_COOKIE } from '../../src/engine/routing/page-cookies';

/** A page of the app's origin to write local storage on before the measured load. */
export const STORAGE_PAGE = '/account/heloc/healthz';

/** Local storage as sign-in leaves it, by key. */
export const signedInStorage = (token: string, trackerId: string): [string, string][] => [
  ['heloc.jwt', token],
  ['heloc.trackerUuid', trackerId],
];

/** The page cookies that mirror it, for the host the pages are served from. */
export const signedInCookies = (token: string, trackerId: string, hostname: string) =>
  [
    [SESSION_COOKIE, token.replace(/^Bearer\s+/, '')],
    [TRACKER_COOKIE, trackerId],
  ].map(([name, value]) => ({ name: name!, value: value!, domain: hostname, path: '/account/heloc/' }));
