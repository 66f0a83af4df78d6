// Whether the preview area (/account/heloc/preview/…, staff's pages) exists; docs/decisions.md
// 'The preview area outside the sandbox'. Two gates, each with its own rule:
// - the build (vite.config.ts): `npm run build` keeps it (the sandbox's and the tests' build);
//   `npm run build:deployment`, a lender's production build, leaves it out, so its router has no
//   preview routes and its bundles no preview code;
// - the server (src/server/static-app.ts): it serves the area in sandbox mode only, so the one build
//   `npm start` makes answers 404 there under NODE_ENV=production.
// PREVIEW=1 turns the area on for both (a lender deployment whose staff preview on it), PREVIEW=0 off.

/** The Vite mode of a lender's production build (`vite build --mode deployment`). */
export const DEPLOYMENT_MODE = 'deployment';

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/** PREVIEW as a yes or no; undefined when unset or unreadable. */
export function previewSetting(env: Record<string, string | undefined>): boolean | undefined {
  const word = env.PREVIEW?.trim().toLowerCase();
  if (word && TRUE.has(word)) return true;
  if (word && FALSE.has(word)) return false;
  return undefined;
}

/** Whether a build in this Vite mode carries the preview area. */
export const previewInBuild = (mode: string, env: Record<string, string | undefined>): boolean =>
  previewSetting(env) ?? mode !== DEPLOYMENT_MODE;

/** Whether the server serves the preview area's pages. */
export const previewServed = (sandbox: boolean, env: Record<string, string | undefined>): boolean => previewSetting(env) ?? sandbox;
