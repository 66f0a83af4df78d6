import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_MODE, previewInBuild, previewServed } from './preview-area';

describe('the preview area', () => {
  it('is in every build but a lender deployment’s, which turns it on with PREVIEW=1', () => {
    expect(previewInBuild('production', {})).toBe(true);
    expect(previewInBuild('development', {})).toBe(true);
    expect(previewInBuild(DEPLOYMENT_MODE, {})).toBe(false);
    expect(previewInBuild(DEPLOYMENT_MODE, { PREVIEW: '1' })).toBe(true);
    expect(previewInBuild(DEPLOYMENT_MODE, { PREVIEW: ' Yes ' })).toBe(true);
    expect(previewInBuild('production', { PREVIEW: '0' })).toBe(false);
    // A value it cannot read leaves the mode to decide.
    expect(previewInBuild(DEPLOYMENT_MODE, { PREVIEW: 'maybe' })).toBe(false);
  });

  it('is served where the sandbox is, unless PREVIEW says otherwise', () => {
    expect(previewServed(true, {})).toBe(true);
    expect(previewServed(false, {})).toBe(false);
    expect(previewServed(false, { PREVIEW: 'on' })).toBe(true);
    expect(previewServed(true, { PREVIEW: 'false' })).toBe(false);
  });
});
