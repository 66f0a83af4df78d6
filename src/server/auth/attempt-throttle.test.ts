import { describe, expect, it } from 'vitest';
import { AttemptThrottle } from './attempt-throttle';

describe('AttemptThrottle', () => {
  it('allows the maximum in the window, then answers the wait until the oldest attempt leaves it', () => {
    let now = 0;
    const throttle = new AttemptThrottle(2, 60_000, () => now);
    expect(throttle.reserve('a')).toHaveProperty('release');
    now = 10_000;
    expect(throttle.reserve('a')).toHaveProperty('release');
    expect(throttle.reserve('a')).toEqual({ retryAfterSeconds: 50 });
    expect(throttle.reserve('b')).toHaveProperty('release');
    now = 60_000;
    expect(throttle.reserve('a')).toHaveProperty('release');
    expect(throttle.reserve('a')).toEqual({ retryAfterSeconds: 10 });
  });

  it('takes back a released attempt once, and only that one', () => {
    const throttle = new AttemptThrottle(2, 60_000, () => 0);
    const first = throttle.reserve('a');
    throttle.reserve('a');
    if (!('release' in first)) throw new Error('first attempt refused');
    first.release();
    first.release();
    expect(throttle.reserve('a')).toHaveProperty('release');
    expect(throttle.reserve('a')).toEqual({ retryAfterSeconds: 60 });
  });

  it('forgets keys whose attempts have left the window, however many there were', () => {
    let now = 0;
    const throttle = new AttemptThrottle(1, 1_000, () => now);
    for (let i = 0; i < 5_000; i += 1) throttle.reserve(`old${i}`);
    now = 2_000;
    for (let i = 0; i < 4_000; i += 1) throttle.reserve(`new${i}`);
    // Sweeps wait for the map to double, so the 5,000 stale keys go once it does.
    expect((throttle as unknown as { attempts: Map<string, number[]> }).attempts.size).toBe(4_000);
  });
});
