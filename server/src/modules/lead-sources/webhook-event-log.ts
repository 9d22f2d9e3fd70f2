import {
  type WebhookEvent,
  type WebhookEventListQuery,
  WebhookEventListQuerySchema,
} from '@lead-manager/contracts/lead-sources';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import { processWebhookEventJob } from './lead-sources.jobs';
import {
  countWebhookEvents,
  findWebhookEvents,
  getWebhookEvent,
  resetFailedEvent,
  type WebhookEventRow,
} from './lead-sources.repo';

function toWebhookEventDto(row: WebhookEventRow): WebhookEvent {
  return {
    id: row.id,
    source: row.source,
    externalId: row.externalId,
    dealershipId: row.dealershipId,
    status: row.status as WebhookEvent['status'],
    error: row.error,
    attempts: row.attempts,
    leadId: row.leadId,
    isTest: row.isTest,
    headers: row.headers,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** The Webhook Events screen: every stored platform event, and a failed one sent through again. */
export function createWebhookEventLog(
  { db, jobs }: Pick<ServiceDeps, 'db' | 'jobs'>,
  audit: Pick<AuditService, 'record'> | undefined,
) {
  return {
    async listEvents(query: WebhookEventListQuery): Promise<{ events: WebhookEvent[]; total: number }> {
      const { status, source, limit = 50, offset = 0 } = WebhookEventListQuerySchema.parse(query);
      const [rows, total] = await Promise.all([
        findWebhookEvents(db, { status, source }, { limit, offset }),
        countWebhookEvents(db, { status, source }),
      ]);
      return { events: rows.map(toWebhookEventDto), total };
    },

    /** A failed event goes back to pending and is processed again by a job. */
    async replayEvent(actor: { id: number; email: string }, id: number): Promise<WebhookEvent> {
      const row = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const reset = await resetFailedEvent(tx, id);
        if (!reset) {
          if (!(await getWebhookEvent(tx, id))) throw notFound('Webhook event');
          throw conflict('Only a failed event can be replayed');
        }
        await jobs.send(processWebhookEventJob, { eventId: id }, { tx });
        // Who sent a platform's lead through again, and which (never the payload: it holds the customer's details).
        await audit?.record(
          {
            actorUserId: actor.id,
            actorEmail: actor.email,
            action: 'webhook_event.replayed',
            entityType: 'webhook_event',
            entityId: id,
            details: { source: reset.source, externalId: reset.externalId },
          },
          tx,
        );
        return reset;
      });
      return toWebhookEventDto(row);
    },
  };
}
