// Vite plugin: precompresses the finished build (src/build/precompress.ts) for the static server.
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressDir } from './precompress.ts';

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      // A failed build wrote nothing to compress; its own error is the one to show.
      if (failed) return;
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
