/** The app's base path without its trailing slash ('/account/heloc'): what client routes sit under. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/**
 * The path, under the app's base, of the page in the address bar. While a navigation waits for its
 * page's code, useLocation still names the page on screen; this names the page being opened.
 */
export const addressPath = () => window.location.pathname.slice(BASENAME.length) || '/';
