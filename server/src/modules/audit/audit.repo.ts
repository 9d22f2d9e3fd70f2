import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
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

export async function insertAuditEntry(db: Db, values: NewAuditRow) {
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
    .select()
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
