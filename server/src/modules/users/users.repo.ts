import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDealerships, users } from './users.tables';

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

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string; role: string; dealershipIds: number[] },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: values.username,
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
  values: Partial<Pick<UserRow, 'settings' | 'passwordHash'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}
