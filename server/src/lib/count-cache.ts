import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { EventBus } from '../events/event-bus';

export interface CountCacheOptions {
  /** The realtime events after which a cached count may be wrong. */
  invalidatedBy: (event: RealtimeEvent) => boolean;
  /** Bounds what no event announces (a NOTIFY missed while the LISTEN connection reconnected). */
  maxAgeMs?: number;
  maxEntries?: number;
}

interface Entry<T> {
  value: T;
  generation: number;
  at: number;
}

/**
 * Counts (X-Total-Count, count cards) by query key, kept until an event says the counted rows may have changed.
 * Counting reads every matching row while a page reads fifty, so on a large group the count is most of a list
 * request's cost. Every write publishes its event after commit, so a count is kept only when no such event
 * arrived while it ran; this process's own events clear the cache before they are sent (the writer's next
 * request sees its change), other instances' events as they arrive through LISTEN. Concurrent misses for one
 * key share one count.
 */
export function createCountCache<T>(events: EventBus, options: CountCacheOptions) {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  let generation = 0;
  const done = new Map<string, Entry<T>>();
  const running = new Map<string, { generation: number; promise: Promise<T> }>();

  const invalidate = (event: RealtimeEvent) => {
    if (!options.invalidatedBy(event)) return;
    generation += 1;
    done.clear();
  };
  events.subscribe(invalidate);
  events.onPublish(invalidate);

  function keep(key: string, entry: Entry<T>) {
    done.delete(key);
    done.set(key, entry);
    // Oldest first in a Map: searches make keys without end, so the cache holds the most recent ones.
    for (const oldest of done.keys()) {
      if (done.size <= maxEntries) break;
      done.delete(oldest);
    }
  }

  return {
    /** `fresh`: skip the kept value (a person asked for figures as of now); a count already running is still shared. */
    async get(key: string, count: () => Promise<T>, { fresh = false } = {}): Promise<T> {
      const hit = fresh ? undefined : done.get(key);
      if (hit && hit.generation === generation && Date.now() - hit.at < maxAgeMs) return hit.value;
      const shared = running.get(key);
      if (shared && shared.generation === generation) return shared.promise;

      const started = { generation, at: Date.now() };
      const promise = count();
      running.set(key, { generation: started.generation, promise });
      try {
        const value = await promise;
        if (generation === started.generation) keep(key, { value, ...started });
        return value;
      } finally {
        if (running.get(key)?.promise === promise) running.delete(key);
      }
    },
  };
}

export type CountCache<T> = ReturnType<typeof createCountCache<T>>;
