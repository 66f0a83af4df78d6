// Pages the server sends with their heading and introduction already in the HTML, so a phone paints
// them before the scripts have loaded, the lender package has arrived and React has rendered (Largest
// Contentful Paint): the first registration step (/register-v2, /register), sign-in and the additional
// signer's login. React replaces the markup on its first render. The words are the base copy: when a
// lender overrides them the page gets the layout without the words rather than another lender's.
// See docs/performance.md.
import { escapeHtml } from '../engine/format/escape-html.ts';
import { SIGN_IN_HEADING, SIGNER_LOGIN_HEADING, type HeadingKeys } from '../engine/routing/prerendered-headings.ts';
import { CONFIG_ROOT, copyFileParts, loadConfigTree, type ConfigTree } from './load-config.ts';

/** Where the banner strip goes, under the header: the build puts each mode's banners there (src/build/banners-html.ts). */
export const BANNER_STRIP_MARKER = '<!--banner-strip-->';

/**
 * The build writes each HTML page twice, with the banners of each of the server's modes (production's
 * as `index.html`, the sandbox's as `index.sandbox.html`); the server sends its own mode's.
 */
export const pageForMode = (file: string, sandbox: boolean) => (sandbox ? file.replace(/\.html$/, '.sandbox.html') : file);
/** The page the server draws a signed-in page into (src/server/server-render.ts), in each of its modes. */
export const SERVER_RENDER_PAGE = 'server-render.html';

/** The flow the registration page renders (src/ui/registration/register-v2-page.tsx). */
const FLOW_FILE = 'flows/registration.json';

type CopyTree = Pick<ConfigTree, 'flows' | 'copy' | 'lenderCopy'>;

export interface PageShell {
  /** Its HTML file: `<name>.html` in English, `<name>.<locale>.html` in another language. */
  name: string;
  /** The page's module: its chunk and that chunk's static imports are the page's scripts. */
  module: RegExp;
  /** The copy keys of the page's heading and introduction. */
  headingKeys: (tree: CopyTree) => HeadingKeys | undefined;
  /** The space the app draws above the heading (the registration's tracker), so the heading lands where React puts it. */
  above: string;
}

/** The first step's keys, from the registration flow. */
function firstStepKeys(tree: CopyTree): HeadingKeys | undefined {
  const flow = tree.flows.find((f) => f.file === FLOW_FILE)?.data as { steps?: { title?: string; intro?: string }[] } | undefined;
  const step = flow?.steps?.[0];
  return step?.title ? { title: step.title, ...(step.intro ? { intro: step.intro } : {}) } : undefined;
}

/**
 * The registration tracker's height ('Step N of M' and its groups: two rows on a phone, one from md
 * up); tests/e2e/registration.spec.ts checks the heading lands where React puts it.
 */
const TRACKER_SPACE = '<div class="h-[5.75rem] md:h-[4rem]"></div>';

export const PAGE_SHELLS: readonly PageShell[] = [
  {
    name: 'first-step',
    module: /[\\/]src[\\/]ui[\\/]registration[\\/]register-v2-page\.tsx$/,
    headingKeys: firstStepKeys,
    above: TRACKER_SPACE,
  },
  { name: 'sign-in', module: /[\\/]src[\\/]ui[\\/]auth[\\/]login-page\.tsx$/, headingKeys: () => SIGN_IN_HEADING, above: '' },
  { name: 'signer-login', module: /[\\/]src[\\/]ui[\\/]signer[\\/]login-page\.tsx$/, headingKeys: () => SIGNER_LOGIN_HEADING, above: '' },
];

/** A page shell's HTML file in a language. */
export const shellFile = (name: string, locale: string) => (locale === 'en' ? `${name}.html` : `${name}.${locale}.html`);

interface ShellCopy {
  title: string;
  intro?: string;
}

/** The value of an i18next key ('namespace:dotted.path') in a copy tree; undefined when absent. */
function lookup(files: ConfigTree['copy'], key: string, locale = 'en'): string | undefined {
  const [namespace, path = ''] = key.split(':');
  const file = files.find((f) => copyFileParts(f.file).namespace === namespace && copyFileParts(f.file).locale === locale);
  const value = path.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], file?.data);
  return typeof value === 'string' ? value : undefined;
}

/** A shell's words from the base copy of `locale`, or null when any lender overrides them (or they are missing). */
export function shellCopy(shell: PageShell, tree: CopyTree, locale = 'en'): ShellCopy | null {
  const keys = shell.headingKeys(tree);
  if (!keys) return null;
  const all = [keys.title, ...(keys.intro ? [keys.intro] : [])];
  const overridden = all.some((key) => lookup(tree.lenderCopy, key, locale) !== undefined);
  const title = lookup(tree.copy, keys.title, locale);
  if (overridden || !title) return null;
  const intro = keys.intro ? lookup(tree.copy, keys.intro, locale) : undefined;
  return { title, ...(intro ? { intro } : {}) };
}

/**
 * The markup inside #root: the header's space (its row and bottom border), the banner strip's
 * marker, then the shell's main column with the page's heading and introduction in the classes the
 * app renders them with (app-shell, ApplicationPage, page-heading), so nothing jumps when React takes
 * over. Words are absent when the copy is lender-specific.
 */
export function shellMarkup(copy: ShellCopy | null, above = ''): string {
  const words = copy
    ? `<h1 class="text-3xl font-bold leading-tight text-ink sm:text-4xl">${escapeHtml(copy.title)}</h1>` +
      (copy.intro ? `<p class="text-lg text-muted">${escapeHtml(copy.intro)}</p>` : '')
    : '';
  return (
    `<div class="flex min-h-screen flex-col" aria-busy="true"><div class="h-[4.3125rem]"></div>${BANNER_STRIP_MARKER}` +
    `<main class="mx-auto min-h-svh w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12"><div class="space-y-6">${above}` +
    `<div class="space-y-3">${words}</div></div></main></div>`
  );
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** The entry script and the module preloads index.html names (Vite writes them into its head). */
export function moduleScriptsOf(indexHtml: string): { entry: string; preloads: string[] } {
  const entries = [...indexHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html names ${entries.length} module scripts; a page shell's loader expects one entry`);
  return { entry: entries[0]!, preloads: [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
}

/**
 * A shell's script loader (an external file: the CSP forbids inline scripts). It starts the app's
 * scripts once the prerendered heading has been painted and shown (the first contentful paint's
 * entry; a frame callback where the browser reports no paints), so they do not compete with the
 * stylesheet for the first paint; a timer starts them anyway where no frame comes (a hidden tab).
 * Not at the frame callback alone: that runs before the frame is drawn, so the scripts were
 * requested before the paint was shown, and Lighthouse's simulation counted them into the first
 * paint (FCP 0.76 s in some runs of a page, 1.0–1.4 s in others).
 */
export function shellLoader(entry: string, preloads: readonly string[]): string {
  return `// The page's heading is in the HTML; the app's scripts start after it has been painted.
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.append(script);
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 1000);
})();
`;
}

/**
 * index.html with a shell's markup in its (empty) root element and its module scripts replaced by
 * the loader (`loaderUrl`, made by shellLoader from what they were).
 */
export function withShell(indexHtml: string, markup: string, loaderUrl: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root} to prerender a page into`);
  return indexHtml
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `<script defer src="${escapeHtml(loaderUrl)}"></script></head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}

/**
 * A shell's page in each language copy/ has (`shellFile`): index.html with the heading prerendered
 * in that language, `<html lang>` set to it, and its scripts started by the loader at `loaderUrl`.
 */
export function shellPages(
  shell: PageShell,
  indexHtml: string,
  loaderUrl: string,
  tree: CopyTree,
): { file: string; html: string; locale: string }[] {
  const locales = [...new Set(tree.copy.map((file) => copyFileParts(file.file).locale))];
  return locales.map((locale) => ({
    file: shellFile(shell.name, locale),
    locale,
    html: withShell(indexHtml, shellMarkup(shellCopy(shell, tree, locale), shell.above), loaderUrl).replace(
      /<html lang="[^"]*"/,
      `<html lang="${locale}"`,
    ),
  }));
}

/** The config tree the shells take their words from. */
export const shellCopyTree = (root: string = CONFIG_ROOT): Promise<CopyTree> => loadConfigTree(root);
