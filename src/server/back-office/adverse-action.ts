// The simulated decline's adverse action facts (src/engine/adverse-action/sandbox-decline.ts), its
// score drawn from the decision's seed, like the other figures.
import { createHash } from 'node:crypto';
import type { AdverseAction } from '../../engine/adverse-action/adverse-action';
import { sandboxDecline } from '../../engine/adverse-action/sandbox-decline';

const drawn = (seed: string) => createHash('sha256').update(`adverse-action:${seed}`).digest().readUInt32BE(0) / 2 ** 32;

/** The adverse action of a simulated decline at `now`, the credit report pulled the same moment. */
export const simulatedAdverseAction = (seed: string, now: number): AdverseAction => sandboxDecline(drawn(seed), now);
