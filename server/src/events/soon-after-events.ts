import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { EventListener } from './event-bus';

/**
 * Runs `run` once a moment (`delayMs`) after the first of a burst of events `wanted` accepts, heard through
 * `listen` (an event bus's `subscribe` or `onPublish`): work that follows events without running once per event.
 * Returns the stop.
 */
export function soonAfterEvents(
  listen: (listener: EventListener) => () => void,
  wanted: (event: RealtimeEvent) => boolean,
  run: () => Promise<unknown>,
  delayMs = 50,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const unsubscribe = listen((event) => {
    if (timer || stopped || !wanted(event)) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) void run().catch(() => {});
    }, delayMs);
    timer.unref();
  });
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
