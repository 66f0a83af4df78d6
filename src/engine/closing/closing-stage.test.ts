import { describe, expect, it } from 'vitest';
import { closingStep, closingTimeline } from './closing-stage';

describe('closing stage', () => {
  it('maps the statuses after signing to their step', () => {
    expect(closingStep('RESCISSION')).toBe('rescission');
    expect(closingStep('RECORDING')).toBe('recording');
    expect(closingStep('FUNDING_DECISION')).toBe('funding');
    expect(closingStep('DEED_SIGNING')).toBe('signed');
    expect(closingStep('SOMETHING_NEW')).toBe('funding');
  });

  it('marks the steps before the current one done', () => {
    expect(closingTimeline('RECORDING')).toEqual([
      { step: 'signed', state: 'done' },
      { step: 'rescission', state: 'done' },
      { step: 'recording', state: 'current' },
      { step: 'funding', state: 'upcoming' },
    ]);
  });
});
