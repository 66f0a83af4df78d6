// Vite plugin: emits first-step.html, the built index.html with the first registration step's
// heading prerendered and its scripts (the entry's and the step's own chunks) started by a small
// loader after the first paint (src/build/first-step-shell.ts); the static server sends it for that
// step. Both pages are written for each of the server's modes, with that mode's banners in them
// (src/build/banners-html.ts).
import type { Plugin } from 'vite';
import { stripBanners, withBanners } from './banners-html.ts';
import { firstStepLoader, firstStepPages, moduleScriptsOf, pageForMode } from './first-step-shell.ts';

/** The registration page's module: its chunk and that chunk's static imports are the step's scripts. */
const REGISTRATION_PAGE = /[\\/]src[\\/]ui[\\/]registration[\\/]register-v2-page\.tsx$/;

export function firstStepShellPlugin(): Plugin {
  let base = '/';
  return {
    name: 'first-step-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const page = chunks.find((chunk) => chunk.facadeModuleId && REGISTRATION_PAGE.test(chunk.facadeModuleId));
      if (!page) this.error('the registration page has no chunk of its own: is it still lazy-loaded?');
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
      };
      visit(page.fileName);
      const { entry, preloads } = moduleScriptsOf(String(index.source));
      const stepPreloads = [...files].map((file) => `${base}${file}`).filter((url) => url !== entry && !preloads.includes(url));
      const loader = this.emitFile({
        type: 'asset',
        name: 'first-step-loader.js',
        source: firstStepLoader(entry, [...preloads, ...stepPreloads]),
      });
      const pages = {
        'index.html': String(index.source),
        ...(await firstStepPages(String(index.source), `${base}${this.getFileName(loader)}`)),
      };
      for (const sandbox of [false, true]) {
        const banners = stripBanners(sandbox);
        for (const [file, html] of Object.entries(pages)) {
          const fileName = pageForMode(file, sandbox);
          if (fileName === 'index.html') index.source = withBanners(html, banners);
          else this.emitFile({ type: 'asset', fileName, source: withBanners(html, banners) });
        }
      }
    },
  };
}
