// Vite plugin: precompresses the finished build (src/build/precompress.ts) for the static server.
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressDir } from './precompress.ts';

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
