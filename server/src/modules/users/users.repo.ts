import { and, asc, count, eq, exists, getTableColumns, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from './users.queries';
import { userDealerships, users } from './users.tables';

export type { UserRow };

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(
  db: Db,
  values: {
    username: string;
    name?: string;
    email: string;
    passwordHash: string;
    role: string;
    dealershipIds: number[];
  },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: values.username,
        name: values.name ?? '',
        email: values.email.toLowerCase(),
        passwordHash: values.passwordHash,
        role: values.role,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    if (values.dealershipIds.length) {
      await tx
        .insert(userDealerships)
        .values(values.dealershipIds.map((dealershipId) => ({ userId: user.id, dealershipId })));
    }
    return user;
  });
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'settings' | 'passwordHash' | 'name' | 'email' | 'role' | 'deactivatedAt'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** A user row with the dealerships they work for. */
export type UserWithDealerships = UserRow & { dealershipIds: number[] };

const dealershipIdsColumn = sql<number[]>`array(SELECT ${userDealerships.dealershipId} FROM ${userDealerships}
  WHERE ${userDealerships.userId} = ${users.id} ORDER BY ${userDealerships.dealershipId})`;

/**
 * Every user (`dealershipIds` undefined), or those who work for any of the dealerships given; oldest first.
 * Deactivated users are included: the Team screen shows them greyed out.
 */
export async function findUsers(db: Db, dealershipIds?: readonly number[]): Promise<UserWithDealerships[]> {
  const inStores =
    dealershipIds === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(userDealerships)
            .where(
              and(
                eq(userDealerships.userId, users.id),
                inArray(userDealerships.dealershipId, [...dealershipIds, -1]),
              ),
            ),
        );
  return db
    .select({ ...usersColumns(), dealershipIds: dealershipIdsColumn })
    .from(users)
    .where(inStores)
    .orderBy(asc(users.id));
}

export async function getUserWithDealerships(db: Db, id: number): Promise<UserWithDealerships | undefined> {
  const [row] = await db
    .select({ ...usersColumns(), dealershipIds: dealershipIdsColumn })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

function usersColumns() {
  return getTableColumns(users);
}

export async function replaceDealershipsOfUser(db: Db, userId: number, dealershipIds: number[]) {
  await db.delete(userDealerships).where(eq(userDealerships.userId, userId));
  if (dealershipIds.length) {
    await db.insert(userDealerships).values(dealershipIds.map((dealershipId) => ({ userId, dealershipId })));
  }
}

/** Locks the active admins' rows (inside a transaction) so two demotions cannot both pass the last-admin check. */
export async function lockActiveAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .for('update');
  return rows.map((r) => r.id);
}

/** Usernames already taken that start with `base` (to pick a free one for a new account). */
export async function findUsernamesLike(db: Db, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, `${escaped}-%`)));
  return rows.map((r) => r.username);
}
