import { describe, expect, it } from 'vitest';
import { heldElsewhere, withApplicationLock } from './application-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('withApplicationLock', () => {
  it('runs one piece of work per application at a time, in arrival order, others alongside', async () => {
    const log: string[] = [];
    const work = (uuid: string, name: string) =>
      withApplicationLock(uuid, async () => {
        log.push(`${name} in`);
        await tick();
        log.push(`${name} out`);
      });
    await Promise.all([work('a', 'a1'), work('a', 'a2'), work('b', 'b1')]);
    expect(log.indexOf('a1 out')).toBeLessThan(log.indexOf('a2 in'));
    // b did not wait for a.
    expect(log.indexOf('b1 in')).toBeLessThan(log.indexOf('a1 out'));
  });

  it('is re-entrant within one request and tells whether another request holds it', async () => {
    let insideSeen: boolean | undefined;
    await withApplicationLock('c', async () => {
      insideSeen = heldElsewhere('c');
      await withApplicationLock('c', async () => undefined);
    });
    expect(insideSeen).toBe(false);
    let release!: () => void;
    const holding = withApplicationLock('c', () => new Promise<void>((resolve) => (release = resolve)));
    await tick();
    expect(heldElsewhere('c')).toBe(true);
    release();
    await holding;
    expect(heldElsewhere('c')).toBe(false);
  });

  it('is released when the work fails', async () => {
    await expect(withApplicationLock('d', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await withApplicationLock('d', async () => 'next')).toBe('next');
  });
});
