import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../service-deps';
import { parseAdfDocument } from './adf';
import { processWebhookEventJob } from './lead-sources.jobs';
import {
  insertWebhookEvent,
  lockWebhookEvent,
  markDocumentSplit,
  markEventFailed,
  upsertDocumentEvent,
  type WebhookEventRow,
} from './lead-sources.repo';
import type { IncomingEvent } from './mapped-lead';
import { sha256Hex } from './verify';

/** The event that keeps an ADF document, named by its content so a resend finds it. */
export const adfDocumentEvent = (xml: string, headers: Record<string, string>): IncomingEvent => ({
  source: 'adf',
  externalId: `document:sha256:${sha256Hex(xml)}`,
  body: xml,
  headers,
});

export const isAdfDocument = (event: Pick<WebhookEventRow, 'source' | 'externalId'>) =>
  event.source === 'adf' && event.externalId.startsWith('document:');

/**
 * An ADF document is stored once, as its own event; each prospect is an event that points at it and becomes a
 * lead in a job. A document we refuse is stored too, as a failed event an admin can see and replay.
 */
export function createAdfDocuments({ db, jobs, logger }: Pick<ServiceDeps, 'db' | 'jobs' | 'logger'>) {
  async function storeProspects(tx: Db, document: IncomingEvent, documentId: number, keys: string[]) {
    let received = 0;
    for (const externalId of keys) {
      const id = await insertWebhookEvent(tx, {
        source: document.source,
        externalId,
        body: '',
        documentId,
        headers: document.headers,
        // The store whose URL or lead address the document came on: its prospects go there.
        dealershipId: document.dealershipId ?? null,
      });
      if (id === undefined) continue; // a prospect stored before: a resend
      await jobs.send(processWebhookEventJob, { eventId: id }, { tx });
      received += 1;
    }
    return received;
  }

  return {
    /** The document and one event per prospect, committed together before the 200. */
    async receive(document: IncomingEvent, prospectKeys: string[]): Promise<{ received: number }> {
      return db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const documentId = await upsertDocumentEvent(tx, {
          ...document,
          status: 'processed',
          processedAt: new Date(),
        });
        return { received: await storeProspects(tx, document, documentId, prospectKeys) };
      });
    },

    /** Kept as a failed event with the reason; the sender still gets its 400. */
    async refuse(document: IncomingEvent, reason: string): Promise<void> {
      const id = await insertWebhookEvent(db, { ...document, status: 'failed', error: reason, attempts: 1 });
      if (id !== undefined) logger.warn({ eventId: id, source: 'adf', err: reason }, 'ADF document refused');
    },

    /** A replayed document: read again and split into its prospects, or failed again with the reason. */
    async split(event: WebhookEventRow): Promise<void> {
      let keys: string[];
      try {
        keys = parseAdfDocument(event.body).map((p) => p.key);
      } catch (err) {
        await markEventFailed(db, event.id, (err as Error).message);
        return;
      }
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const locked = await lockWebhookEvent(tx, event.id);
        if (!locked || locked.status === 'processed') return;
        await storeProspects(tx, event as IncomingEvent, event.id, keys);
        await markDocumentSplit(tx, event.id);
      });
    },
  };
}
