import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDealerships, users } from '../users/users.tables';
import { passwordTokens, sessions } from './auth.tables';

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
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`,
      email: users.email,
      role: users.role,
      dealershipIds: sql<number[]>`array(SELECT ${userDealerships.dealershipId} FROM ${userDealerships}
        WHERE ${userDealerships.userId} = ${users.id} ORDER BY ${userDealerships.dealershipId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Removes expired sessions and says how many there were. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

export async function deleteSessionsOfUser(db: Db, userId: number, except?: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function findLiveSessionIds(db: Db, sessionIds: string[], now: Date): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)));
  return rows.map((r) => r.id);
}

export async function insertPasswordToken(
  db: Db,
  values: { id: string; userId: number; purpose: 'invite' | 'reset'; expiresAt: Date },
) {
  // A new link replaces any earlier unused one: only the latest e-mail works.
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, values.userId), isNull(passwordTokens.usedAt)));
  await db.insert(passwordTokens).values(values);
}

/** Marks a link used if it is unused and unexpired, in the same statement; undefined when it is not. */
export async function consumePasswordToken(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  return row;
}
