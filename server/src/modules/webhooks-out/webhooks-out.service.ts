import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type {
  CreatedWebhookEndpoint,
  UpdateWebhookEndpointSchema,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from '@lead-manager/contracts/webhooks';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobAttemptInfo } from '../../jobs/job-queue';
import { badRequest, notFound } from '../../lib/http-errors';
import { assertPublicAddress } from '../../lib/public-address';
import { requestContext } from '../../lib/request-context';
import { ALL_DEALERSHIPS, narrowScope, type Scope, scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { type AuditService, auditActor } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import type { DealershipsService } from '../dealerships/dealerships.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { TeamService } from '../users/team.service';
import { type WebhookSources, webhookDataOf, webhookTypesOf } from './webhook-events';
import { postWebhook } from './webhook-post';
import { newWebhookSecret } from './webhook-signature';
import { readScope, requireAdmin, storeScope, toDeliveryDto, toEndpointDto } from './webhooks-out.access';
import { deliverWebhookJob } from './webhooks-out.jobs';
import {
  clearFailures,
  countFailure,
  deleteEndpoint,
  type EndpointRow,
  findDeliveries,
  findEndpoints,
  getEndpoint,
  insertEndpoint,
  logDeliveryAttempt,
  updateEndpoint,
} from './webhooks-out.repo';

/** Events given up in a row (each after a day of retries) that switch an endpoint off (decision 055). */
const DISABLE_AFTER_FAILED_DELIVERIES = 3;
const DELIVERY_LOG_LIMIT = 100;

export interface WebhooksOutOthers {
  audit: Pick<AuditService, 'record'>;
  dealerships: Pick<DealershipsService, 'get'>;
  notifications: Pick<NotificationsService, 'notifyAboutStore'>;
  team: Pick<TeamService, 'adminIds'>;
  sources: WebhookSources;
}

/** Signed webhooks out: each store's endpoints, the events posted to them as jobs, their delivery log. */
export function createWebhooksOutService(deps: ServiceDeps, others: WebhooksOutOthers) {
  const { db, jobs, logger, config, secretBox } = deps;
  const allowInternal = config.WEBHOOKS_ALLOW_INTERNAL;

  /** The store's switched-on endpoints, read per event (one indexed query), so every instance sees a change at once. */
  const activeEndpoints = (dealershipId: number): Promise<EndpointRow[]> =>
    findEndpoints(db, ALL_DEALERSHIPS, { dealershipId, active: true });

  /** A URL the server will post to: https in production, never an internal address unless the setting allows. */
  async function checkUrl(url: string) {
    const refuse = (message: string) => badRequest(`url: ${message}`, [{ path: 'url', message }]);
    if (config.isProduction && !allowInternal && !url.startsWith('https:'))
      throw refuse('URL must be an https address');
    if (!allowInternal)
      await assertPublicAddress(url).catch((err: Error) => Promise.reject(refuse(err.message)));
  }

  /** The audit line of a change: the host only, as the URL may carry a token; never the secret. */
  const audited = (actor: AuthUser, action: string, row: EndpointRow, tx: Db, details: object = {}) =>
    others.audit.record(
      {
        ...auditActor(actor),
        action: `webhook_endpoint.${action}`,
        entityType: 'webhook_endpoint',
        entityId: row.id,
        dealershipId: row.dealershipId,
        details: { host: new URL(row.url).host, ...details },
      },
      tx,
    );

  async function endpointIn(scope: Scope, id: number) {
    const row = await getEndpoint(db, scope, id);
    if (!row) throw notFound('Webhook endpoint');
    return row;
  }

  /** Enqueues one delivery job per subscribed endpoint of the event's store; nothing when none is subscribed. */
  async function enqueueFor(event: RealtimeEvent) {
    const types = webhookTypesOf(event);
    if (types.length === 0 || !('dealershipId' in event.data)) return;
    const dealershipId = event.data.dealershipId;
    const endpoints = (await activeEndpoints(dealershipId)).filter((e) =>
      types.some((t) => e.events.includes(t)),
    );
    if (endpoints.length === 0) return;
    const data = await webhookDataOf(others.sources, event, storeScope(dealershipId));
    if (!data) return;
    const createdAt = new Date().toISOString();
    const payloads = types.flatMap((type) => {
      const eventId = `evt_${randomUUID()}`;
      const body = JSON.stringify({ id: eventId, type, createdAt, dealershipId, data });
      return endpoints
        .filter((endpoint) => endpoint.events.includes(type))
        .map((endpoint) => ({
          endpointId: endpoint.id,
          deliveryId: `dlv_${randomUUID()}`,
          eventId,
          eventType: type,
          body,
        }));
    });
    await jobs.sendMany(deliverWebhookJob, payloads);
  }

  /** The endpoint's third event in a row given up: switched off, and every admin is told. */
  async function announceDisabled(endpoint: EndpointRow) {
    logger.warn(
      { endpointId: endpoint.id, dealershipId: endpoint.dealershipId },
      'webhook endpoint disabled',
    );
    const store = await others.dealerships.get(ALL_DEALERSHIPS, endpoint.dealershipId);
    await others.notifications.notifyAboutStore(await others.team.adminIds(), {
      dealershipId: endpoint.dealershipId,
      storeName: store.name,
      facts: {
        kind: 'webhook_disabled',
        host: new URL(endpoint.url).host,
        failedDeliveries: endpoint.failedDeliveries,
      },
    });
  }

  return {
    /**
     * Hears the events this process publishes after their commits and enqueues their deliveries, apart from the
     * request that made them (never awaited by it). Returns the stop.
     */
    watchEvents(): () => void {
      return deps.events.onPublish((event) => {
        // Background work, logged under its job's name; the jobs still carry the request's id.
        const requestId = requestContext.getStore()?.requestId ?? 'webhooks';
        requestContext
          .run({ requestId, job: deliverWebhookJob.name }, () => enqueueFor(event))
          .catch((err: unknown) => logger.warn({ err, type: event.type }, 'webhook deliveries not enqueued'));
      });
    },

    async list(actor: AuthUser, dealershipId?: number): Promise<WebhookEndpoint[]> {
      const scope = narrowScope(readScope(actor), dealershipId);
      return (await findEndpoints(db, scope)).map(toEndpointDto);
    },

    async create(
      actor: AuthUser,
      input: { dealershipId: number; url: string; events: WebhookEventType[]; active: boolean },
    ): Promise<CreatedWebhookEndpoint> {
      requireAdmin(actor);
      await others.dealerships.get(scopeFor(actor), input.dealershipId).catch(() => {
        throw badRequest('Unknown dealership', [
          { path: 'dealershipId', message: `No dealership ${input.dealershipId}` },
        ]);
      });
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertEndpoint(tx, scopeFor(actor), {
          ...input,
          secretSealed: secretBox.seal(secret),
        });
        await audited(actor, 'created', inserted, tx, { events: inserted.events });
        return inserted;
      });
      return { endpoint: toEndpointDto(row), secret };
    },

    /** Switching an endpoint on again starts its failure count afresh. */
    async update(
      actor: AuthUser,
      id: number,
      patch: z.output<typeof UpdateWebhookEndpointSchema>,
    ): Promise<WebhookEndpoint> {
      requireAdmin(actor);
      const scope = scopeFor(actor);
      await endpointIn(scope, id);
      if (patch.url !== undefined) await checkUrl(patch.url);
      const switched = patch.active === undefined ? {} : { disabledReason: null, failedDeliveries: 0 };
      const row = await db.transaction(async (tx) => {
        const updated = await updateEndpoint(tx, scope, id, { ...patch, ...switched });
        if (!updated) throw notFound('Webhook endpoint');
        await audited(actor, 'changed', updated, tx, { changed: Object.keys(patch) });
        return updated;
      });
      return toEndpointDto(row);
    },

    async remove(actor: AuthUser, id: number): Promise<WebhookEndpoint> {
      requireAdmin(actor);
      const row = await db.transaction(async (tx) => {
        const deleted = await deleteEndpoint(tx, scopeFor(actor), id);
        if (!deleted) throw notFound('Webhook endpoint');
        await audited(actor, 'deleted', deleted, tx);
        return deleted;
      });
      return toEndpointDto(row);
    },

    async deliveries(actor: AuthUser, id: number): Promise<WebhookDelivery[]> {
      const scope = readScope(actor);
      await endpointIn(scope, id);
      return (await findDeliveries(db, scope, id, DELIVERY_LOG_LIMIT)).map(toDeliveryDto);
    },

    /** Send test: a `webhook.test` event posted while the admin waits, logged like any attempt, never counted. */
    async sendTest(actor: AuthUser, id: number): Promise<WebhookDelivery> {
      requireAdmin(actor);
      const scope = scopeFor(actor);
      const endpoint = await endpointIn(scope, id);
      const eventId = `evt_${randomUUID()}`;
      const event = { eventId, eventType: 'webhook.test' };
      const body = JSON.stringify({
        id: eventId,
        type: 'webhook.test',
        createdAt: new Date().toISOString(),
        dealershipId: endpoint.dealershipId,
        data: { endpointId: endpoint.id },
      });
      const outcome = await postWebhook({
        url: endpoint.url,
        secret: secretBox.open(endpoint.secretSealed),
        body,
        eventType: event.eventType,
        deliveryId: `dlv_${randomUUID()}`,
        allowInternal,
      });
      return toDeliveryDto(await logDeliveryAttempt(db, scope, endpoint, event, outcome));
    },

    /**
     * The delivery job: one attempt, logged. A failure throws so the queue retries it; the last one counts
     * against the endpoint. An endpoint switched off or deleted meanwhile gets nothing.
     */
    async deliver(job: z.output<typeof deliverWebhookJob.schema>, attempt: JobAttemptInfo): Promise<void> {
      const endpoint = await getEndpoint(db, ALL_DEALERSHIPS, job.endpointId);
      if (!endpoint?.active) return;
      const outcome = await postWebhook({
        url: endpoint.url,
        secret: secretBox.open(endpoint.secretSealed),
        body: job.body,
        eventType: job.eventType,
        deliveryId: job.deliveryId,
        allowInternal,
      });
      await logDeliveryAttempt(db, ALL_DEALERSHIPS, endpoint, job, outcome);
      if (outcome.ok) return clearFailures(db, ALL_DEALERSHIPS, endpoint.id);
      if (attempt.isFinalAttempt) {
        const reason = `${DISABLE_AFTER_FAILED_DELIVERIES} events in a row were not delivered`;
        const off = await countFailure(
          db,
          ALL_DEALERSHIPS,
          endpoint.id,
          DISABLE_AFTER_FAILED_DELIVERIES,
          reason,
        );
        if (off) await announceDisabled(off);
      }
      throw new Error(`webhook not delivered: ${outcome.error ?? `HTTP ${outcome.responseStatus}`}`);
    },
  };
}

export type WebhooksOutService = ReturnType<typeof createWebhooksOutService>;
