// The naive build `npm run bench` compares against (never deployed): the same app with validators
// compiled by ajv in the browser, rjsf's renderers as they come, and one script for every page (no
// route-level splitting: one script for the whole app, pdf.js aside). See docs/performance.md.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { lenderPackagesPlugin } from './src/build/vite-lender-packages.ts';
import { BASE } from './vite.config.ts';

export default defineConfig({
  base: BASE,
  plugins: [react(), tailwindcss(), lenderPackagesPlugin(BASE)],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: /^\.\/step-validators$/, replacement: path.resolve(import.meta.dirname, 'src/build/naive/runtime-step-validators.ts') },
    ],
  },
  build: {
    outDir: 'dist-naive',
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every module in one chunk but pdf.js, which even a naive app loads only for its PDF viewer.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', test: (id) => !/[\\/]pdfjs-dist[\\/]/.test(id) }] } } },
  },
});
