import { describe, expect, it } from 'vitest';
import type { SampleApplicationPages } from '../types/sample-application-pages';
import { sampleOpenAt, sampleState } from './sample-application';

const samples: SampleApplicationPages = {
  $schema: '../schemas/sample-application-pages.schema.json',
  schemaVersion: 1,
  contact: { atStatus: 'COLLECT_ADDITIONAL_INFO', ownership: 'SOLE', ssn: '123456789' },
  reset: { status: { waitingOnFloodCert: false, bpo: 'BPO_NOT_REQUIRED' } },
  base: { amount: 60000 },
  pages: [
    { path: 'bpo/condition', state: { checklistStatus: 'BPO_ORDER_REQUEST', status: { bpo: 'BPO_REQUIRED' }, property: { state: 'TX' } } },
    {
      path: 'product/select/confirm',
      state: { checklistStatus: 'OFFER_SELECTION' },
      openAt: 'product/select',
      press: 'application:offers.continue',
    },
  ],
};

describe('an application page’s sample state', () => {
  it('is the reset, the base and the page’s own, the statuses merged and the page’s last', () => {
    expect(sampleState(samples, samples.pages[0]!, { property: { state: 'CA' }, languagePreference: 'es' })).toEqual({
      amount: 60000,
      languagePreference: 'es',
      checklistStatus: 'BPO_ORDER_REQUEST',
      property: { state: 'TX' },
      status: { waitingOnFloodCert: false, bpo: 'BPO_REQUIRED' },
    });
    expect(sampleState(samples, samples.pages[1]!).status).toEqual({ waitingOnFloodCert: false, bpo: 'BPO_NOT_REQUIRED' });
  });

  it('opens where the page is reached from', () => {
    expect(sampleOpenAt(samples.pages[0]!)).toBe('bpo/condition');
    expect(sampleOpenAt(samples.pages[1]!)).toBe('product/select');
  });
});
