// The first registration step's heading and introduction, in the HTML the server sends for
// /register-v2 (and /register), so a phone paints the question before the scripts have loaded,
// the lender package has arrived and React has rendered (Largest Contentful Paint). React replaces
// it on its first render. The text is the base copy: a lender that overrides it gets the layout
// without the words rather than another lender's. See docs/performance.md.
import { CONFIG_ROOT, copyFileParts, loadConfigTree, type ConfigTree } from './load-config.ts';

export const FIRST_STEP_HTML = 'first-step.html';
/** The first step's page in a language: first-step.html in English, first-step.es.html in Spanish. */
export const firstStepFile = (locale: string) => (locale === 'en' ? FIRST_STEP_HTML : `first-step.${locale}.html`);
/** Where the banner strip goes, under the header: the build puts each mode's banners there (src/build/banners-html.ts). */
export const BANNER_STRIP_MARKER = '<!--banner-strip-->';

/**
 * The build writes each HTML page twice, with the banners of each of the server's modes (production's
 * as `index.html`, the sandbox's as `index.sandbox.html`); the server sends its own mode's.
 */
export const pageForMode = (file: string, sandbox: boolean) => (sandbox ? file.replace(/\.html$/, '.sandbox.html') : file);
/** The flow the registration page renders (src/ui/registration/register-v2-page.tsx). */
const FLOW_FILE = 'flows/registration.json';

interface FirstStepCopy {
  title: string;
  intro?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The value of an i18next key ('namespace:dotted.path') in a copy tree; undefined when absent. */
function lookup(files: ConfigTree['copy'], key: string, locale = 'en'): string | undefined {
  const [namespace, path = ''] = key.split(':');
  const file = files.find((f) => copyFileParts(f.file).namespace === namespace && copyFileParts(f.file).locale === locale);
  const value = path.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], file?.data);
  return typeof value === 'string' ? value : undefined;
}

/** The first step's words from the base copy of `locale`, or null when any lender overrides them (or they are missing). */
export function firstStepCopy(tree: Pick<ConfigTree, 'flows' | 'copy' | 'lenderCopy'>, locale = 'en'): FirstStepCopy | null {
  const flow = tree.flows.find((f) => f.file === FLOW_FILE)?.data as { steps?: { title?: string; intro?: string }[] } | undefined;
  const step = flow?.steps?.[0];
  if (!step?.title) return null;
  const keys = [step.title, ...(step.intro ? [step.intro] : [])];
  const overridden = keys.some((key) => lookup(tree.lenderCopy, key, locale) !== undefined);
  const title = lookup(tree.copy, step.title, locale);
  if (overridden || !title) return null;
  const intro = step.intro ? lookup(tree.copy, step.intro, locale) : undefined;
  return { title, ...(intro ? { intro } : {}) };
}

/**
 * The markup inside #root: the header's space, the banner strip's marker, then the shell's main
 * column with the step's heading and introduction in the classes the app renders them with
 * (app-shell, step-form, page-heading), so nothing jumps when React takes over. Words are absent
 * when the copy is lender-specific. The space above the heading is the tracker's ('Step N of M' and
 * its groups: two rows on a phone, one from md up); tests/e2e/registration.spec.ts checks the
 * heading lands where React puts it.
 */
export function firstStepMarkup(copy: FirstStepCopy | null): string {
  const words = copy
    ? `<h1 class="text-3xl font-bold leading-tight text-ink sm:text-4xl">${escapeHtml(copy.title)}</h1>` +
      (copy.intro ? `<p class="text-lg text-muted">${escapeHtml(copy.intro)}</p>` : '')
    : '';
  return (
    `<div class="flex min-h-screen flex-col" aria-busy="true"><div class="h-[4.25rem]"></div>${BANNER_STRIP_MARKER}` +
    `<main class="mx-auto min-h-svh w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12"><div class="space-y-6"><div class="h-[5.8125rem] md:h-[4.0625rem]"></div>` +
    `<div class="space-y-3">${words}</div></div></main></div>`
  );
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** The entry script and the module preloads index.html names (Vite writes them into its head). */
export function moduleScriptsOf(indexHtml: string): { entry: string; preloads: string[] } {
  const entries = [...indexHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html names ${entries.length} module scripts; the first step's loader expects one entry`);
  return { entry: entries[0]!, preloads: [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
}

/**
 * The first step's script loader (an external file: the CSP forbids inline scripts). It starts the
 * app's scripts once the prerendered question has been painted, so they do not compete with the
 * stylesheet for the first paint; a timer starts them anyway where no frame comes (a hidden tab).
 */
export function firstStepLoader(entry: string, preloads: readonly string[]): string {
  return `// The first step's question is in the HTML; the app's scripts start after it has been painted.
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
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
})();
`;
}

/**
 * index.html with the first step's markup in its (empty) root element and its module scripts
 * replaced by the loader (`loaderUrl`, made by firstStepLoader from what they were).
 */
export function withFirstStep(indexHtml: string, markup: string, loaderUrl: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root} to prerender the first step into`);
  return indexHtml
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `<script defer src="${escapeHtml(loaderUrl)}"></script></head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}

/**
 * The first step's page in each language copy/ has (`firstStepFile`): index.html with the step
 * prerendered in that language, `<html lang>` set to it, and its scripts started by the loader at
 * `loaderUrl`.
 */
export async function firstStepPages(indexHtml: string, loaderUrl: string, root: string = CONFIG_ROOT): Promise<Record<string, string>> {
  const tree = await loadConfigTree(root);
  const locales = [...new Set(tree.copy.map((file) => copyFileParts(file.file).locale))];
  return Object.fromEntries(
    locales.map((locale) => [
      firstStepFile(locale),
      withFirstStep(indexHtml, firstStepMarkup(firstStepCopy(tree, locale)), loaderUrl).replace(
        /<html lang="[^"]*"/,
        `<html lang="${locale}"`,
      ),
    ]),
  );
}
