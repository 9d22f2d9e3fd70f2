import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadNameOf } from '../leads/leads.queries';
import { displayNameOf } from '../users/users.queries';
import { auditLog } from './audit.tables';

/** The record's numeric id, when it has one. */
const numericEntityId = sql`CASE WHEN ${auditLog.entityId} ~ '^[0-9]{1,9}$' THEN ${auditLog.entityId}::int END`;

/** An entry with the names a person reads: who did it, and the lead or person it is about. */
const withNames = {
  ...getTableColumns(auditLog),
  actorName: displayNameOf(auditLog.actorUserId),
  entityName: sql<string | null>`CASE ${auditLog.entityType}
    WHEN 'lead' THEN ${leadNameOf(numericEntityId)}
    WHEN 'user' THEN ${displayNameOf(numericEntityId)} END`,
};

export type AuditRow = Awaited<ReturnType<typeof findAuditEntries>>[number];
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorUserId?: number;
  action?: string;
  entityType?: string;
  entityId?: string;
  dealershipId?: number;
  from?: Date;
  to?: Date;
}

export async function insertAuditEntries(db: Db, values: NewAuditRow[]) {
  await db.insert(auditLog).values(values);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.dealershipId === undefined ? undefined : eq(auditLog.dealershipId, filter.dealershipId),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.createdAt, filter.to),
  );
}

/** Newest first. The audit log is group-wide: only admins read it, so it takes no dealership scope. */
export async function findAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return db
    .select(withNames)
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return row?.n ?? 0;
}
