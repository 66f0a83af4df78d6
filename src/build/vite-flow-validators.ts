// Vite plugin: `virtual:flow-validators`, the precompiled validators of every flow step.
import path from 'node:path';
import type { Plugin } from 'vite';
import { flowValidatorsModule } from './flow-validators.ts';

const ID = 'virtual:flow-validators';
const RESOLVED = `\0${ID}`;

export function flowValidatorsPlugin(): Plugin {
  return {
    name: 'flow-validators',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return flowValidatorsModule();
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes(`${path.sep}flows${path.sep}`)) return;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
