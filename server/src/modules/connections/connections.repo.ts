import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionChecks, connectionCredentials } from './connections.tables';

export type CredentialRow = typeof connectionCredentials.$inferSelect;
export type CheckRow = typeof connectionChecks.$inferSelect;

const scopeIs = (dealershipId: number | null) =>
  dealershipId === null
    ? isNull(connectionCredentials.dealershipId)
    : eq(connectionCredentials.dealershipId, dealershipId);

/** The store's rows and the group's, for the kinds asked (one indexed read per post). */
export function findCredentials(db: Db, dealershipId: number | null, kinds: string[]) {
  const scope =
    dealershipId === null
      ? isNull(connectionCredentials.dealershipId)
      : or(isNull(connectionCredentials.dealershipId), eq(connectionCredentials.dealershipId, dealershipId));
  return db
    .select()
    .from(connectionCredentials)
    .where(and(scope, inArray(connectionCredentials.kind, kinds)));
}

/** Replaces the (store or group, kind, field) row. */
export async function putCredential(
  tx: Db,
  row: Pick<CredentialRow, 'dealershipId' | 'kind' | 'field' | 'sealed' | 'setByUserId' | 'setByEmail'>,
) {
  await tx
    .delete(connectionCredentials)
    .where(
      and(
        scopeIs(row.dealershipId),
        eq(connectionCredentials.kind, row.kind),
        eq(connectionCredentials.field, row.field),
      ),
    );
  await tx.insert(connectionCredentials).values(row);
}

/** The fields removed, by name. */
export async function deleteCredentials(
  tx: Db,
  dealershipId: number | null,
  pairs: { kind: string; field: string }[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const { kind, field } of pairs) {
    const rows = await tx
      .delete(connectionCredentials)
      .where(
        and(
          scopeIs(dealershipId),
          eq(connectionCredentials.kind, kind),
          eq(connectionCredentials.field, field),
        ),
      )
      .returning({ field: connectionCredentials.field });
    if (rows.length > 0) removed.push(field);
  }
  return removed;
}

/** The door's last word on one channel for a store URL (or the group's). */
export async function recordCheck(
  db: Db,
  check: { dealershipId: number | null; channel: string; accepted: boolean; refusal?: string },
) {
  const now = new Date().toISOString();
  const accepted = check.accepted ? now : null;
  const refused = check.accepted ? null : now;
  const refusal = check.accepted ? null : (check.refusal ?? 'refused');
  await db.execute(sql`
    INSERT INTO ${connectionChecks} (dealership_id, channel, last_accepted_at, last_refused_at, last_refusal)
    VALUES (${check.dealershipId}::integer, ${check.channel}, ${accepted}::timestamptz, ${refused}::timestamptz, ${refusal})
    ON CONFLICT (coalesce(dealership_id, 0), channel) DO UPDATE SET
      last_accepted_at = coalesce(excluded.last_accepted_at, ${connectionChecks}.last_accepted_at),
      last_refused_at = coalesce(excluded.last_refused_at, ${connectionChecks}.last_refused_at),
      last_refusal = coalesce(excluded.last_refusal, ${connectionChecks}.last_refusal)`);
}

/** A store's checks and the group URL's. */
export function findChecks(db: Db, dealershipId: number) {
  return db
    .select()
    .from(connectionChecks)
    .where(or(isNull(connectionChecks.dealershipId), eq(connectionChecks.dealershipId, dealershipId)));
}

/** Which kinds have a credential for the group, and which for at least one store (the start-up banner). */
export async function findStoredKinds(db: Db) {
  const rows = await db
    .selectDistinct({
      kind: connectionCredentials.kind,
      group: sql<boolean>`${connectionCredentials.dealershipId} IS NULL`,
    })
    .from(connectionCredentials);
  return {
    group: rows.filter((r) => r.group).map((r) => r.kind),
    someStore: rows.filter((r) => !r.group).map((r) => r.kind),
  };
}
