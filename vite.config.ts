import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { flowValidatorsPlugin } from './src/build/vite-flow-validators.ts';
import { lenderPackagesPlugin } from './src/build/vite-lender-packages.ts';

export const BASE = '/account/heloc/';

export default defineConfig({
  base: BASE,
  plugins: [react(), tailwindcss(), lenderPackagesPlugin(BASE), flowValidatorsPlugin()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
