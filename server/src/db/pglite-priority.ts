import type { PGlite } from '@electric-sql/pglite';
import { requestContext } from '../lib/request-context';

/**
 * The embedded database runs one statement (or transaction) at a time on the server's own thread. Under a burst
 * the background jobs (greetings, deliveries, follow-ups) would queue ahead of the next web request and the
 * capture form would wait behind the assistant. This gate hands the database to whatever a request is waiting
 * for first, then to background work, one operation at a time as PGlite would anyway.
 */
export function withRequestPriority(pglite: PGlite): PGlite {
  let busy = false;
  const foreground: (() => void)[] = [];
  const background: (() => void)[] = [];

  const isForeground = () => {
    const context = requestContext.getStore();
    return context !== undefined && context.job === undefined;
  };

  async function exclusive<T>(run: () => Promise<T>): Promise<T> {
    if (busy) await new Promise<void>((resolve) => (isForeground() ? foreground : background).push(resolve));
    busy = true;
    try {
      return await run();
    } finally {
      const next = foreground.shift() ?? background.shift();
      if (next) next();
      else busy = false;
    }
  }

  const gated = new Set(['query', 'exec', 'transaction']);
  return new Proxy(pglite, {
    get(target, property, _receiver) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = value.bind(target);
      return gated.has(property as string) ? (...args: unknown[]) => exclusive(() => bound(...args)) : bound;
    },
  });
}
