import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { LRUCache } from 'lru-cache';
import type { EventBus } from '../events/event-bus';

export interface CountCacheOptions {
  /** The realtime events after which a kept count may be wrong; none when the key itself names what it saw. */
  invalidatedBy?: (event: RealtimeEvent) => boolean;
  /** Bounds what no event announces (a NOTIFY missed while the LISTEN connection reconnected). */
  maxAgeMs?: number;
  maxEntries?: number;
}

/**
 * Counts (X-Total-Count, count cards, a report, the dashboard) by query key, kept in an LRU cache (lru-cache) until
 * an event says the counted rows may have changed or `maxAgeMs` passes. Counting reads every matching row while a
 * page reads fifty, so on a large group the count is most of a list request's cost.
 *
 * Every write publishes its event after commit; an event moves the generation that prefixes every key, so a count
 * that started before it is never read after it. This process's own events move it before they are sent (the
 * writer's next request sees its change), other instances' as they arrive through LISTEN. Concurrent requests for
 * one key share one count (lru-cache's `fetch`).
 */
export function createCountCache<T extends object | number>(events: EventBus, options: CountCacheOptions) {
  let generation = 0;
  const kept = new LRUCache<string, T, () => Promise<T>>({
    max: options.maxEntries ?? 500,
    ttl: options.maxAgeMs ?? 30_000,
    fetchMethod: (_key, _stale, { context: count }) => count(),
  });

  const { invalidatedBy } = options;
  if (invalidatedBy) {
    const invalidate = (event: RealtimeEvent) => {
      if (invalidatedBy(event)) generation += 1;
    };
    events.subscribe(invalidate);
    events.onPublish(invalidate);
  }

  return {
    /** `fresh`: skip the kept value (a person asked for figures as of now); a count already running is still shared. */
    async get(key: string, count: () => Promise<T>, { fresh = false } = {}): Promise<T> {
      const value = await kept.fetch(`${generation}|${key}`, { context: count, forceRefresh: fresh });
      // Only an aborted fetch gives undefined, and nothing here aborts one.
      return value as T;
    },
  };
}
