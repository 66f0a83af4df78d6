// Vite plugin: @rjsf/core's default registry with only the fields and widgets our flows use
// (src/build/browser/rjsf-fields.ts, rjsf-widgets.ts). rjsf registers every field and widget it
// has, so tree-shaking cannot drop the unused ones (arrays, anyOf/oneOf, the layout grid, dates,
// files, colours…). See docs/performance.md.
import path from 'node:path';
import type { Plugin } from 'vite';

const REGISTRY = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;
const SUBSETS: Record<string, string> = {
  './components/fields/index.js': 'rjsf-fields.ts',
  './components/widgets/index.js': 'rjsf-widgets.ts',
};

export function rjsfSubsetPlugin(): Plugin {
  return {
    name: 'rjsf-subset',
    enforce: 'pre',
    resolveId(source, importer) {
      const subset = SUBSETS[source];
      if (!subset || !importer || !REGISTRY.test(importer)) return undefined;
      return path.resolve(import.meta.dirname, 'browser', subset);
    },
  };
}
