// The additional signer's steps: the spec's two-step notary-only tracker (Identity verification,
// then signing the deed), from the same data and the same component as the application's tracker.
import trackerFile from '../../../flows/progress-tracker.json';
import { notaryOnlyTracker } from '@/engine/application/progress-tracker';
import type { ProgressTracker as TrackerData } from '@/engine/types/progress-tracker';
import { ProgressTracker } from '../application/chrome/progress-tracker';

const trackerData = trackerFile as TrackerData;

export function SignerSteps({ page }: { page: string }) {
  const view = notaryOnlyTracker(trackerData, page);
  return view && <ProgressTracker view={view} />;
}
