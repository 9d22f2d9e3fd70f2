/**
 * Growing delays after failed attempts, per key, in memory: after `freeFailures` failures on a key, each further
 * attempt on it must wait `baseDelayMs`, then twice that, and so on up to `maxDelayMs`. Only failures count (a
 * success clears the key), so keying by (account, address) slows a guesser without locking the account's owner out
 * from anywhere else. Bounded: the keys that failed least recently are dropped first when `maxKeys` is reached.
 */
export function createAttemptLimiter(options: {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key that has not tried again this long after its wait ended starts afresh. */
  forgetAfterMs: number;
  maxKeys?: number;
}) {
  const keys = new Map<string, { failures: number; blockedUntil: number }>();
  const maxKeys = options.maxKeys ?? 50_000;

  return {
    /**
     * 0 when the key may try now, and the attempt is counted as a failure until `succeeded` clears it (so parallel
     * attempts count before any of them is answered); otherwise the milliseconds to wait, and nothing is counted.
     */
    attempt(key: string, now = Date.now()): number {
      let entry = keys.get(key);
      if (entry && now - entry.blockedUntil >= options.forgetAfterMs) entry = undefined;
      if (entry && entry.blockedUntil > now) return entry.blockedUntil - now;
      entry ??= { failures: 0, blockedUntil: now };
      entry.failures += 1;
      const over = entry.failures - options.freeFailures;
      entry.blockedUntil =
        now + (over < 0 ? 0 : Math.min(options.baseDelayMs * 2 ** over, options.maxDelayMs));
      // Re-inserted so the map's order is by last failure, oldest first.
      keys.delete(key);
      if (keys.size >= maxKeys) keys.delete(keys.keys().next().value as string);
      keys.set(key, entry);
      return 0;
    },

    succeeded(key: string): void {
      keys.delete(key);
    },

    /** This attempt did not fail after all, but the key's earlier failures stand (an address many people share). */
    forgive(key: string): void {
      const entry = keys.get(key);
      if (entry) entry.failures = Math.max(0, entry.failures - 1);
    },
  };
}
