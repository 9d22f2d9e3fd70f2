import { and, eq, exists, gt, inArray, isNotNull, isNull, lt, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeUserBy, isActiveUser } from '../users/users.queries';
import { passwordTokens, sessions } from './auth.tables';

export async function insertSession(db: Db, values: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** The session's user with their dealerships, in one statement: it runs before every signed-in request. */
export async function findUserOfSession(db: Db, sessionId: string, now: Date) {
  const session = db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  const [row] = await activeUserBy(db, session);
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
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now), isActiveUser(sessions.userId)));
  return rows.map((r) => r.id);
}

type Purpose = 'invite' | 'reset';

/**
 * A revoked link is expired, not used: `usedAt` stays the mark of a link that set a password (so an invitation
 * revoked by a newer one is still an invitation nobody has answered). The epoch, so no clock skew revives it.
 */
const REVOKED = new Date(0);

/** Revokes the user's unused links, of one purpose or all; inside the caller's transaction when given one. */
export async function revokePasswordTokens(db: Db, userId: number, purpose?: Purpose) {
  await db
    .update(passwordTokens)
    .set({ expiresAt: REVOKED })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, REVOKED),
        purpose ? eq(passwordTokens.purpose, purpose) : undefined,
      ),
    );
}

/** A new link replaces the earlier unused ones of its purpose only: a reset request leaves an invitation working. */
export async function insertPasswordToken(
  db: Db,
  values: { id: string; userId: number; purpose: Purpose; expiresAt: Date },
) {
  await revokePasswordTokens(db, values.userId, values.purpose);
  await db.insert(passwordTokens).values(values);
}

/** Whether the user was invited and has never set a password by any link (a re-sent link is then an invitation). */
export async function hasUnansweredInvitation(db: Db, userId: number): Promise<boolean> {
  const answered = db
    .select({ one: sql`1` })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), isNotNull(passwordTokens.usedAt)));
  const [row] = await db
    .select({ one: sql`1` })
    .from(passwordTokens)
    .where(
      and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, 'invite'), not(exists(answered))),
    )
    .limit(1);
  return row !== undefined;
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
