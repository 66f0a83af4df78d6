import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pageShellsPlugin } from './src/build/vite-page-shells.ts';
import { flowValidatorsPlugin } from './src/build/vite-flow-validators.ts';
import { lenderPackagesPlugin } from './src/build/vite-lender-packages.ts';
import { deploymentApprovalsPlugin } from './src/build/vite-deployment-approvals.ts';
import { precompressPlugin } from './src/build/vite-precompress.ts';
import { previewInBuild } from './src/build/preview-area.ts';
import { rjsfSubsetPlugin } from './src/build/vite-rjsf-subset.ts';
import { clientOnly, serverRenderPlugin } from './src/build/vite-server-render.ts';

export const BASE = '/account/heloc/';

const browserStub = (file: string) => path.resolve(import.meta.dirname, 'src/build/browser', file);

/** What every page runs on: one chunk that stays cached across deploys that change only the app. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|swr|use-sync-external-store|dequal)[\\/]/;

// Every measure here and what it saved: docs/performance.md (`npm run bench` measures them).
export default defineConfig(({ mode }) => ({
  base: BASE,
  // The preview area is in every build but a lender's production build (src/build/preview-area.ts);
  // a constant, so the router's preview routes and their code are dropped where it is off.
  define: { 'import.meta.env.PREVIEW_AREA': JSON.stringify(previewInBuild(mode, process.env) ? 'on' : 'off') },
  // `vite build` builds the app and, as the `ssr` environment, the server's renderer of signed-in pages.
  builder: {},
  environments: { client: {}, ssr: {} },
  plugins: [
    react(),
    tailwindcss(),
    clientOnly(deploymentApprovalsPlugin(mode)),
    clientOnly(lenderPackagesPlugin(BASE)),
    flowValidatorsPlugin(),
    rjsfSubsetPlugin(),
    clientOnly(pageShellsPlugin()),
    clientOnly(precompressPlugin()),
    serverRenderPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // Renderers rjsf bundles but our forms never use.
      { find: /^markdown-to-jsx\/react$/, replacement: browserStub('plain-markdown.tsx') },
      { find: /^fast-uri$/, replacement: browserStub('uri-resolver.ts') },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
}));
