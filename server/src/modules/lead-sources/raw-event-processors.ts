import type { Db } from '../../db/client';
import { getWebhookEvent, markEventsProcessed, type WebhookEventRow } from './lead-sources.repo';
import { UnusableLeadError } from './mapped-lead';

/** What processing a stored event made: the lead and store it concerned, for the admin's event list. */
export type RawEventOutcome = { leadId?: number; dealershipId?: number } | undefined;
export type RawEventProcessor = (event: WebhookEventRow) => Promise<RawEventOutcome>;

/** A stored event that can never be processed (retrying cannot help): failed for good, kept for the admin. */
export class UnusableEventError extends Error {}

/**
 * Webhook events of other modules (customers' SMS and e-mail replies) share the lead sources' table, job, admin
 * list and replay: each module registers how its sources are processed, and this runs them with the same rules.
 */
export function createRawEventProcessors(
  db: Db,
  failEvent: (event: WebhookEventRow, err: unknown) => Promise<void>,
) {
  const processors = new Map<string, RawEventProcessor>();
  /** Runs under way per event: a replay and the job's own retry of one event take turns in this process. */
  const running = new Map<number, Promise<unknown>>();

  async function runOnce(eventId: number, processor: RawEventProcessor) {
    const event = await getWebhookEvent(db, eventId);
    if (!event || event.status === 'processed') return;
    let outcome: RawEventOutcome;
    try {
      outcome = await processor(event);
    } catch (err) {
      // Kept as failed with the error: the job retries it, and an admin can replay it once it has given up.
      await failEvent(event, err);
      if (err instanceof UnusableEventError || err instanceof UnusableLeadError) return;
      throw err;
    }
    await markEventsProcessed(db, [
      { id: event.id, leadId: outcome?.leadId ?? null, dealershipId: outcome?.dealershipId ?? null },
    ]);
  }

  return {
    register(source: string, processor: RawEventProcessor) {
      processors.set(source, processor);
    },

    /** Processes an event of a registered source; false when its source is not one of them (a lead source). */
    async run(event: WebhookEventRow): Promise<boolean> {
      const processor = processors.get(event.source);
      if (!processor) return false;
      const previous = running.get(event.id) ?? Promise.resolve();
      const current = previous.catch(() => undefined).then(() => runOnce(event.id, processor));
      running.set(event.id, current);
      try {
        await current;
      } finally {
        if (running.get(event.id) === current) running.delete(event.id);
      }
      return true;
    },
  };
}
