import { describe, expect, it, vi } from 'vitest';
import { establishSession, SESSION_NOT_ESTABLISHED, SESSION_RETRIES_FAILED, TelemetrySessionError } from './session-retry';

const KEY = { uuid: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11', epoch: 1, trackerUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
const noWait = async () => {};

describe('establishSession', () => {
  it('answers the first session key that arrives', async () => {
    const open = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(KEY);
    await expect(establishSession(open, { wait: noWait })).resolves.toEqual(KEY);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('gives up after three attempts with the spec’s message and status 500', async () => {
    const open = vi.fn().mockRejectedValue(new Error('down'));
    const waits: number[] = [];
    const failure = await establishSession(open, { wait: async (ms) => void waits.push(ms) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TelemetrySessionError);
    expect(failure).toMatchObject({ message: SESSION_RETRIES_FAILED, status: 500 });
    expect(open).toHaveBeenCalledTimes(3);
    // It waits between attempts, not after the last.
    expect(waits).toEqual([250, 500]);
  });

  it('says the session could not be established when no tracker id comes back, without retrying', async () => {
    const open = vi.fn().mockResolvedValue({ uuid: KEY.uuid, epoch: 1 });
    await expect(establishSession(open, { wait: noWait })).rejects.toMatchObject({ message: SESSION_NOT_ESTABLISHED });
    expect(open).toHaveBeenCalledTimes(1);
  });
});
