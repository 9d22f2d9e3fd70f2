import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export function insertNotifications(db: Db, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(notifications).values(rows).returning();
}

export async function findNotifications(db: Db, userId: number, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { rows, unreadCount: unread?.n ?? 0 };
}

/** Marks the user's own notifications read (another person's ids are ignored); returns how many changed. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all'): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function getNotification(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Records what became of one copy (`{ email: 'sent' }`) without losing the other's. */
export async function recordDelivery(db: Db, id: number, channel: string, outcome: string) {
  await db
    .update(notifications)
    .set({
      delivery: sql`${notifications.delivery} || jsonb_build_object(${channel}::text, ${outcome}::text)`,
    })
    .where(eq(notifications.id, id));
}
