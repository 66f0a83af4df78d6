// Vite plugin: a lender's production build (`npm run build:deployment`) refuses disclosure words whose
// approval is a sample reviewer's (src/build/copy-approvals.ts), naming the lender, the language and
// the keys, so no real lender ships words nobody reviewed. The sandbox's and the tests' build accept them.
import type { Plugin } from 'vite';
import { sampleApprovals } from './copy-approvals.ts';
import { loadConfigTree } from './load-config.ts';
import { DEPLOYMENT_MODE } from './preview-area.ts';

/** The refusal's words, or undefined when no words a lender ships carry a sample approval. */
export function sampleApprovalRefusal(samples: ReturnType<typeof sampleApprovals>): string | undefined {
  if (samples.length === 0) return undefined;
  const lines = samples.map(({ org, locale, keys }) => `  ${org} (${locale}): ${keys.length} keys: ${keys.join(', ')}`);
  return `a lender's production build ships no sample approvals; a compliance reviewer approves these words (npm run approvals -- approve):\n${lines.join('\n')}`;
}

export function deploymentApprovalsPlugin(mode: string): Plugin {
  return {
    name: 'deployment-approvals',
    async buildStart() {
      if (mode !== DEPLOYMENT_MODE) return;
      const refusal = sampleApprovalRefusal(sampleApprovals(await loadConfigTree()));
      if (refusal) this.error(refusal);
    },
  };
}
