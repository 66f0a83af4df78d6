/**
 * Attempts per key within a sliding window (sign-ins per account or device, registrations per
 * email). Counting and deciding are one synchronous step, so requests that race through an await
 * cannot all pass a check made before any of them was counted. Kept in memory: a restart forgives,
 * which a sandbox can afford; a shared deployment would keep these counts in the database.
 */
export class AttemptThrottle {
  private readonly attempts = new Map<string, number[]>();
  /** Keys are swept for stale entries when the map grows past this, so unknown emails cannot fill memory. */
  private sweepAt = 1024;

  constructor(
    private readonly maxAttempts = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt for `key` and answers how to take it back (an attempt that did not guess, such
   * as one that succeeded); past the limit, counts nothing and answers the seconds to wait.
   */
  reserve(key: string): { release: () => void } | { retryAfterSeconds: number } {
    const recent = this.recent(key);
    if (recent.length >= this.maxAttempts) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - this.now()) / 1000)) };
    }
    const at = this.now();
    this.attempts.set(key, [...recent, at]);
    if (this.attempts.size > this.sweepAt) this.sweep();
    let released = false;
    return {
      release: () => {
        const list = this.attempts.get(key);
        const index = list?.lastIndexOf(at) ?? -1;
        if (released || !list || index === -1) return;
        released = true;
        list.splice(index, 1);
        if (list.length === 0) this.attempts.delete(key);
      },
    };
  }

  /** Forgets every attempt of the keys `matches` picks (an account's lockout, once its password is reset). */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.attempts.keys()]) if (matches(key)) this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (recent.length) this.attempts.set(key, recent);
    else this.attempts.delete(key);
    return recent;
  }

  /** Drops keys with nothing left in the window; the next sweep waits until the map doubles, so sweeps stay cheap. */
  private sweep(): void {
    for (const key of [...this.attempts.keys()]) this.recent(key);
    this.sweepAt = Math.max(1024, this.attempts.size * 2);
  }
}
