import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { hoursRoutes } from './hours';

let api: TestApi;
let time = 0;

beforeAll(async () => {
  api = await createTestApi([hoursRoutes], { now: () => time });
}, 30_000);
afterAll(() => api?.close());

const HOURS = '/service-hours/external/api/v1/hours';
const get = (url: string, org = 'NORTHSTAR') => api.app.inject({ url, headers: { 'x-org': org } });

/** The open status of Northstar's chat (Mon–Fri 06:00–20:00, Sat 07:00–16:00, Sun closed, Pacific) at an instant. */
const chatStatusAt = async (iso: string) => {
  time = Date.parse(iso);
  const res = await get(`${HOURS}/OPS_CHAT/openStatus`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('a department’s week', () => {
  it('answers the lender’s phone hours, Monday first', async () => {
    const res = await get(`${HOURS}/OPS_PHONE`, 'HARBOR_CU');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.weekdays).toEqual(api.context.lenders.get('HARBOR_CU')!.operatingHours.phone);
    expect(body.weekdays.map((d: { weekdayValue: number }) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers chat hours at …/week, with display times when asked', async () => {
    const plain = (await get(`${HOURS}/OPS_CHAT/week`)).json();
    expect(plain.weekdays).toEqual(api.context.lenders.get('NORTHSTAR')!.operatingHours.chat);
    const shown = (await get(`${HOURS}/OPS_CHAT/week?display=true`)).json();
    expect(shown.weekdays[0]).toEqual({ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '6:00 AM', endTime: '8:00 PM' });
    expect(shown.weekdays[6]).toEqual({ weekday: 'SUNDAY', weekdayValue: 7, isOpen: false });
  });

  it('picks the lender from the query when there is no x-org header', async () => {
    const res = await api.app.inject({ url: `${HOURS}/OPS_PHONE?organization=HARBOR_CU` });
    expect(res.json().weekdays[0].startTime).toBe(api.context.lenders.get('HARBOR_CU')!.operatingHours.phone[0]!.startTime);
  });

  it('refuses an unknown department or query parameter', async () => {
    expect((await get(`${HOURS}/OPS_FAX`)).statusCode).toBe(400);
    expect((await get(`${HOURS}/OPS_PHONE?display=yes`)).statusCode).toBe(400);
    expect((await get(`${HOURS}/OPS_PHONE?debug=1`)).statusCode).toBe(400);
    expect((await get(`${HOURS}/OPS_CHAT/openStatus?display=true`)).statusCode).toBe(400);
  });
});

describe('open status, in Pacific time', () => {
  it('is open on a weekday morning, and says when it closes', async () => {
    // Monday 23 November 2026, 10:00 PST.
    expect(await chatStatusAt('2026-11-23T18:00:00Z')).toEqual({
      department: 'OPS_CHAT',
      isOpen: true,
      timeZone: 'America/Los_Angeles',
      closesAt: '20:00',
      nextOpen: null,
    });
  });

  it('is closed before opening time, and opens later the same day', async () => {
    // Monday 05:30 PST.
    const status = await chatStatusAt('2026-11-23T13:30:00Z');
    expect(status.isOpen).toBe(false);
    expect(status.closesAt).toBeNull();
    expect(status.nextOpen).toEqual({ weekday: 'MONDAY', weekdayValue: 1, startTime: '06:00' });
  });

  it('is closed from closing time on', async () => {
    // Monday 19:59 and 20:00 PST.
    expect((await chatStatusAt('2026-11-24T03:59:00Z')).isOpen).toBe(true);
    const closed = await chatStatusAt('2026-11-24T04:00:00Z');
    expect(closed.isOpen).toBe(false);
    expect(closed.nextOpen).toEqual({ weekday: 'TUESDAY', weekdayValue: 2, startTime: '06:00' });
  });

  it('skips a closed Sunday', async () => {
    // Saturday 28 November, 17:00 PST: Saturday has closed, Sunday never opens.
    const status = await chatStatusAt('2026-11-29T01:00:00Z');
    expect(status.isOpen).toBe(false);
    expect(status.nextOpen).toEqual({ weekday: 'MONDAY', weekdayValue: 1, startTime: '06:00' });
    // Sunday noon.
    expect((await chatStatusAt('2026-11-29T20:00:00Z')).isOpen).toBe(false);
  });

  it('follows daylight saving time: 13:30 UTC is open in July (06:30 PDT) but not in December (05:30 PST)', async () => {
    expect((await chatStatusAt('2026-07-06T13:30:00Z')).isOpen).toBe(true);
    expect((await chatStatusAt('2026-12-07T13:30:00Z')).isOpen).toBe(false);
  });

  it('reads the department’s own hours: phone closes before chat', async () => {
    // Monday 19:00 PST: Northstar's phones close at 18:00, chat at 20:00.
    time = Date.parse('2026-11-24T03:00:00Z');
    expect((await get(`${HOURS}/OPS_PHONE/openStatus`)).json().isOpen).toBe(false);
    expect((await get(`${HOURS}/OPS_CHAT/openStatus`)).json().isOpen).toBe(true);
  });
});
