/**
 * Counts attempts per key in a fixed window, in memory. For what @fastify/rate-limit cannot do on a route that
 * already has its own limit (it runs one limiter per request): sign-in attempts per account across addresses.
 * Bounded: the oldest windows are dropped first when `maxKeys` is reached.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { count: number; startedAt: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    /** Counts one attempt; false once the key is over its limit for this window. */
    take(key: string, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= options.windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        window = { count: 0, startedAt: now };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= options.max;
    },
  };
}
