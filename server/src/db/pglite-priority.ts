import type { PGlite } from '@electric-sql/pglite';
import { inWebRequest } from '../lib/request-context';

/**
 * The embedded database runs one statement (or transaction) at a time on the server's own thread. Under a burst
 * the background jobs (greetings, deliveries, follow-ups) would queue ahead of the next web request and the
 * capture form would wait behind the assistant. This gate hands the database to whatever a request is waiting
 * for first, then to background work, one operation at a time as PGlite would anyway.
 *
 * PGlite answers without ever returning to the event loop, so background statements chained one after another
 * would keep the server from even reading a new request until the whole backlog is done. Background work therefore
 * gets the database only after a turn of the loop (`setImmediate`), in which a waiting request is read and goes
 * ahead of it.
 */
export function withRequestPriority(pglite: PGlite): PGlite {
  let busy = false;
  const foreground: (() => void)[] = [];
  const background: (() => void)[] = [];

  const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const request = inWebRequest();
    // Background work lets the loop turn first: a request that arrived meanwhile is read and queues ahead of it.
    if (!request) await turnOfTheLoop();
    if (busy) await new Promise<void>((resolve) => (request ? foreground : background).push(resolve));
    busy = true;
    try {
      return await run();
    } finally {
      const waitingRequest = foreground.shift();
      if (waitingRequest) waitingRequest();
      else if (background.length > 0) void turnOfTheLoop().then(handToNext);
      else busy = false;
    }
  }

  /** After a turn of the loop, whoever waits: a request read in that turn first. */
  function handToNext() {
    const next = foreground.shift() ?? background.shift();
    if (next) next();
    else busy = false;
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
