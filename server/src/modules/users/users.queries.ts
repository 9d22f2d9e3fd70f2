// The users module's reads that other modules may use (sign-in, password links, names on notes and leads).
import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userDealerships, users } from './users.tables';

/** The name people see: the account's name (Team screen or Settings), else the profile's full name, else the username. */
export const displayName = sql<string>`coalesce(nullif(${users.name}, ''), nullif(${users.settings}->>'fullName', ''), ${users.username})`;

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function getUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function getDealershipIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userDealerships.dealershipId })
    .from(userDealerships)
    .where(eq(userDealerships.userId, userId))
    .orderBy(userDealerships.dealershipId);
  return rows.map((r) => r.id);
}

/** A user's display name as a scalar subquery, for another module's statement over rows that name a user. */
export const displayNameOf = (userId: AnyPgColumn | SQL) =>
  sql<string | null>`(SELECT ${displayName} FROM ${users} WHERE ${users.id} = ${userId})`;

/**
 * The active (not deactivated) user `userId` names, with their dealerships, as one statement to run or prepare:
 * auth passes its session lookup as `userId`, so the check that runs before every signed-in request stays one
 * round trip.
 */
export function activeUserBy(db: Db, userId: SQLWrapper) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`,
      email: users.email,
      role: users.role,
      dealershipIds: sql<number[]>`array(SELECT ${userDealerships.dealershipId} FROM ${userDealerships}
        WHERE ${userDealerships.userId} = ${users.id} ORDER BY ${userDealerships.dealershipId})`,
    })
    .from(users)
    .where(and(sql`${users.id} = (${userId})`, isNull(users.deactivatedAt)))
    .limit(1);
}

/** Whether the user `userId` names is active (not deactivated), as a condition for another module's statement. */
export const isActiveUser = (userId: AnyPgColumn): SQL =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.deactivatedAt} IS NULL)`;

/** Who may be given a store's new lead: its linked people who are on the floor and active, by id. */
export async function findOnFloorIds(db: Db, dealershipId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userDealerships, eq(userDealerships.userId, users.id))
    .where(
      and(
        eq(userDealerships.dealershipId, dealershipId),
        eq(users.available, true),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.id);
}
