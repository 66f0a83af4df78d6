import { describe, expect, it } from 'vitest';
import { applicationStateKey, dashboardOrder } from './dashboard';

const copy = new Set(['state.OFFER_SELECTION', 'state.COMPLETE']);
const has = (key: string) => copy.has(key);

describe('applicationStateKey', () => {
  it('names the words the copy has for the status', () => {
    expect(applicationStateKey({ uuid: 'a', active: true, status: { checklistStatus: 'OFFER_SELECTION' } }, has)).toBe(
      'state.OFFER_SELECTION',
    );
    expect(applicationStateKey({ uuid: 'a', active: false, status: { checklistStatus: 'COMPLETE' } }, has)).toBe('state.COMPLETE');
  });

  it('falls back to a default for a status the copy does not name, never to the status itself', () => {
    expect(applicationStateKey({ uuid: 'a', active: true, status: { checklistStatus: 'HMDA' } }, has)).toBe('stateDefault.active');
    expect(applicationStateKey({ uuid: 'a', active: false, status: { checklistStatus: 'DECLINED' } }, has)).toBe('stateDefault.ended');
    expect(applicationStateKey({ uuid: 'a' }, has)).toBe('stateDefault.active');
  });

  it('never builds a key from a status that is not a plain status name', () => {
    const asked: string[] = [];
    const spy = (key: string) => (asked.push(key), true);
    for (const status of ['common:header.login', 'a.b', '', 42, null]) {
      expect(applicationStateKey({ uuid: 'a', status: { checklistStatus: status } }, spy)).toBe('stateDefault.active');
    }
    expect(asked).toEqual([]);
  });
});

describe('dashboardOrder', () => {
  it('lists applications under way before ended ones, keeping the server’s order in each', () => {
    const apps = [
      { uuid: 'done', active: false },
      { uuid: 'first', active: true },
      { uuid: 'cancelled', active: false },
      { uuid: 'second' },
    ];
    expect(dashboardOrder(apps).map((a) => a.uuid)).toEqual(['first', 'second', 'done', 'cancelled']);
  });
});
