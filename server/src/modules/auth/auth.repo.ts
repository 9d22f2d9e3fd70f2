import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.tables';
import { sessions } from './auth.tables';

export async function insertSession(db: Db, values: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

export async function findUserOfSession(db: Db, sessionId: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
