import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDealerships, users } from '../users/users.tables';
import { sessions } from './auth.tables';

export async function insertSession(db: Db, values: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/**
 * The session's user with their dealerships, in one statement: it runs before every signed-in request, so it is
 * the one query every screen pays for.
 */
export async function findUserOfSession(db: Db, sessionId: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      dealershipIds: sql<number[]>`array(SELECT ${userDealerships.dealershipId} FROM ${userDealerships}
        WHERE ${userDealerships.userId} = ${users.id} ORDER BY ${userDealerships.dealershipId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
