import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEventPayload, createEventDeduper, isAcceptedReply, type EventContext } from './event-payload';

const context: EventContext = {
  sessionKey: { uuid: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11', epoch: 1, trackerUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
  domain: 'localhost',
  pagePath: '/account/heloc/register-v2',
  queryParams: { org: 'X' },
  productType: 'HELOC',
};

describe('buildEventPayload', () => {
  it('carries the spec’s fields and leaves out absent ids and options', () => {
    const payload = buildEventPayload({ event: 'PAGE_VIEW', eventProperties: { pagePath: '/a' }, dedupeProperty: 'pagePath' }, context);
    expect(payload).toEqual({
      ...context,
      eventType: 'WEB',
      event: 'PAGE_VIEW',
      eventProperties: { pagePath: '/a' },
      dedupeProperty: 'pagePath',
    });
    expect(payload).not.toHaveProperty('identityId');
    expect(payload).not.toHaveProperty('dontDedupe');
    const withIds = buildEventPayload({ event: 'X', dontDedupe: true }, { ...context, identityId: 'i', applicationUuid: 'a' });
    expect(withIds).toMatchObject({ identityId: 'i', applicationUuid: 'a', dontDedupe: true });
  });
});

describe('createEventDeduper', () => {
  it('lets an event through once per dedupe value in a page load', () => {
    const deduper = createEventDeduper();
    const view = (pagePath: string, extra = 0) =>
      buildEventPayload({ event: 'PAGE_VIEW', eventProperties: { pagePath, extra }, dedupeProperty: 'pagePath' }, context);
    expect(deduper.firstTime(view('/a'))).toBe(true);
    expect(deduper.firstTime(view('/a', 1))).toBe(false);
    expect(deduper.firstTime(view('/b'))).toBe(true);
    // Another session is another event.
    expect(deduper.firstTime({ ...view('/a'), sessionKey: { ...context.sessionKey, uuid: 'other' } })).toBe(true);
  });

  it('always sends an event marked dontDedupe', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 5 }), (name, times) => {
        const deduper = createEventDeduper();
        const click = buildEventPayload({ event: name, dontDedupe: true }, context);
        return Array.from({ length: times }, () => deduper.firstTime(click)).every(Boolean);
      }),
    );
  });

  it('sends any event without options exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 20 }), (names) => {
        const deduper = createEventDeduper();
        const sent = names.filter((name) => deduper.firstTime(buildEventPayload({ event: name }, context)));
        return sent.length === new Set(names).size;
      }),
    );
  });
});

describe('isAcceptedReply', () => {
  it('accepts CREATED and DUPLICATE only', () => {
    expect(isAcceptedReply({ status: 'CREATED' })).toBe(true);
    expect(isAcceptedReply({ status: 'DUPLICATE' })).toBe(true);
    expect(isAcceptedReply({ status: 'NOPE' })).toBe(false);
    expect(isAcceptedReply(undefined)).toBe(false);
  });
});
