// Vite plugin: builds the server's renderer of signed-in pages (src/ui/server-render/render-page.tsx)
// beside the app, as Vite's `ssr` environment, into `.server/` inside the build folder: a dot folder,
// which the static server never serves (src/server/static-app.ts: dotfiles denied). The renderer
// carries its dependencies, so a build folder anywhere on disk works. See docs/performance.md.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The renderer's folder inside a build folder, and its entry's file there. */
export const SERVER_RENDER_DIR = '.server';
export const SERVER_RENDER_ENTRY = 'render-page.js';

const ENTRY = 'src/ui/server-render/render-page.tsx';

export function serverRenderPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'server-render',
    apply: 'build',
    config(config) {
      outDir = config.build?.outDir ?? outDir;
    },
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        resolve: { noExternal: true },
        // React's production build, whatever NODE_ENV the server runs with (its packages choose at run time).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: path.join(outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          manifest: false,
          rolldownOptions: { input: ENTRY, output: { entryFileNames: SERVER_RENDER_ENTRY } },
        },
      };
    },
  };
}

/** A plugin for the browser's build only (the renderer needs neither packages, page shells nor precompressed files). */
export const clientOnly = (plugin: Plugin): Plugin => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' });
