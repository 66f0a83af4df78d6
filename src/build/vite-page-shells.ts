// Vite plugin: emits each page shell's HTML (src/build/page-shells.ts: the first registration step,
// sign-in, the additional signer's login), the built index.html with the page's heading prerendered
// and its scripts (the entry's and the page's own chunks) started by a small loader after the first
// paint; the static server sends it for that page. Every page is written for each of the server's
// modes, with that mode's banners in it (src/build/banners-html.ts).
import type { Plugin } from 'vite';
import { stripBanners, withBanners } from './banners-html.ts';
import {
  moduleScriptsOf,
  PAGE_SHELLS,
  pageForMode,
  SERVER_RENDER_PAGE,
  shellCopyTree,
  shellLoader,
  shellPages,
  withShell,
} from './page-shells.ts';
import { SERVER_RENDER_MARKER } from '../ui/server-render/server-data.ts';

export function pageShellsPlugin(): Plugin {
  let base = '/';
  return {
    name: 'page-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const indexHtml = String(index.source);
      const { entry, preloads } = moduleScriptsOf(indexHtml);
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const tree = await shellCopyTree();
      const pages: { file: string; html: string; locale: string }[] = [{ file: 'index.html', html: indexHtml, locale: 'en' }];
      for (const shell of PAGE_SHELLS) {
        const page = chunks.find((chunk) => chunk.facadeModuleId && shell.module.test(chunk.facadeModuleId));
        if (!page) this.error(`the ${shell.name} page has no chunk of its own: is it still lazy-loaded?`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        visit(page.fileName);
        const pagePreloads = [...files].map((file) => `${base}${file}`).filter((url) => url !== entry && !preloads.includes(url));
        const loader = this.emitFile({
          type: 'asset',
          name: `${shell.name}-loader.js`,
          source: shellLoader(entry, [...preloads, ...pagePreloads]),
        });
        pages.push(...shellPages(shell, indexHtml, `${base}${this.getFileName(loader)}`, tree));
      }
      // The page a signed-in page drawn on the server goes into (src/ui/server-render/render-page.tsx): its
      // markup where the marker is, and the app's scripts started after it has been painted.
      const appLoader = this.emitFile({ type: 'asset', name: 'app-loader.js', source: shellLoader(entry, preloads) });
      pages.push({
        file: SERVER_RENDER_PAGE,
        html: withShell(indexHtml, SERVER_RENDER_MARKER, `${base}${this.getFileName(appLoader)}`),
        locale: 'en',
      });
      for (const sandbox of [false, true]) {
        const banners = stripBanners(sandbox);
        for (const { file, html, locale } of pages) {
          const fileName = pageForMode(file, sandbox);
          if (fileName === 'index.html') index.source = withBanners(html, banners, locale);
          else this.emitFile({ type: 'asset', fileName, source: withBanners(html, banners, locale) });
        }
      }
    },
  };
}
