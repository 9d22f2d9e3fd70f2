import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import type { WebhookOutcome } from './webhook-post';
import { webhookDeliveries, webhookEndpoints } from './webhooks-out.tables';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Endpoints in scope, by store; `filter` narrows to one store and to those switched on or off. */
export async function findEndpoints(
  db: Db,
  scope: Scope,
  filter: { dealershipId?: number; active?: boolean } = {},
): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        inScope(webhookEndpoints.dealershipId, scope),
        filter.dealershipId === undefined
          ? undefined
          : eq(webhookEndpoints.dealershipId, filter.dealershipId),
        filter.active === undefined ? undefined : eq(webhookEndpoints.active, filter.active),
      ),
    )
    .orderBy(webhookEndpoints.dealershipId, webhookEndpoints.id);
}

export async function getEndpoint(db: Db, scope: Scope, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), inScope(webhookEndpoints.dealershipId, scope)));
  return row;
}

export async function insertEndpoint(
  db: Db,
  scope: Scope,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  assertInScope(scope, values.dealershipId);
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('endpoint not stored');
  return row;
}

export async function updateEndpoint(
  db: Db,
  scope: Scope,
  id: number,
  patch: Partial<Pick<EndpointRow, 'url' | 'events' | 'active' | 'disabledReason' | 'failedDeliveries'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(patch)
    .where(and(eq(webhookEndpoints.id, id), inScope(webhookEndpoints.dealershipId, scope)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, scope: Scope, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), inScope(webhookEndpoints.dealershipId, scope)))
    .returning();
  return row;
}

/** Logs one attempt, numbered after the earlier attempts of the same delivery to the same endpoint. */
async function insertDelivery(
  db: Db,
  scope: Scope,
  values: Omit<typeof webhookDeliveries.$inferInsert, 'attempt'>,
): Promise<DeliveryRow> {
  assertInScope(scope, values.dealershipId);
  const earlier = db
    .select({ n: sql<number>`count(*) + 1` })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, values.endpointId),
        eq(webhookDeliveries.eventId, values.eventId),
        inScope(webhookDeliveries.dealershipId, scope),
      ),
    );
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ ...values, attempt: sql`(${earlier})` })
    .returning();
  if (!row) throw new Error('delivery not logged');
  return row;
}

export async function findDeliveries(db: Db, scope: Scope, endpointId: number, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), inScope(webhookDeliveries.dealershipId, scope)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** A delivered event: the endpoint's run of failures ends (no write when there was none). */
export async function clearFailures(db: Db, scope: Scope, id: number): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failedDeliveries: 0 })
    .where(
      and(
        eq(webhookEndpoints.id, id),
        gt(webhookEndpoints.failedDeliveries, 0),
        inScope(webhookEndpoints.dealershipId, scope),
      ),
    );
}

/**
 * An event given up: one more failure in the run; at `limit` the endpoint is switched off in the same statement.
 * Answers the row when this call switched it off (once, however many jobs fail together).
 */
export async function countFailure(
  db: Db,
  scope: Scope,
  id: number,
  limit: number,
  reason: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      failedDeliveries: sql`${webhookEndpoints.failedDeliveries} + 1`,
      active: sql`${webhookEndpoints.failedDeliveries} + 1 < ${limit}`,
      disabledReason: sql`CASE WHEN ${webhookEndpoints.failedDeliveries} + 1 < ${limit} THEN NULL ELSE ${reason} END`,
    })
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.active, true),
        inScope(webhookEndpoints.dealershipId, scope),
      ),
    )
    .returning();
  return row && !row.active ? row : undefined;
}

/** One attempt of a delivery job, with the endpoint's answer (its error cut to 500 characters). */
export function logDeliveryAttempt(
  db: Db,
  scope: Scope,
  endpoint: EndpointRow,
  event: { eventId: string; eventType: string },
  outcome: WebhookOutcome,
) {
  return insertDelivery(db, scope, {
    endpointId: endpoint.id,
    dealershipId: endpoint.dealershipId,
    eventId: event.eventId,
    eventType: event.eventType,
    responseStatus: outcome.responseStatus,
    ok: outcome.ok,
    error: outcome.error?.slice(0, 500) ?? null,
    durationMs: outcome.durationMs,
  });
}
