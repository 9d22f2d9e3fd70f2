import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canAccess, type Scope } from '../../lib/scope';
import { displayName } from './users.queries';
import { userDealerships, users } from './users.tables';

export interface Member {
  id: number;
  name: string;
  role: string;
  available: boolean;
}

const memberColumns = { id: users.id, name: displayName, role: users.role, available: users.available };
const worksAt = (dealershipId: number) =>
  sql`EXISTS (SELECT 1 FROM ${userDealerships} ud WHERE ud.user_id = ${users.id} AND ud.dealership_id = ${dealershipId})`;

/** The store's people: those linked to it, and the admins (who work for every store). */
export async function findMembers(db: Db, scope: Scope, dealershipId: number): Promise<Member[]> {
  if (!canAccess(scope, dealershipId)) return [];
  return db
    .select(memberColumns)
    .from(users)
    .where(and(isNull(users.deactivatedAt), or(eq(users.role, 'admin'), worksAt(dealershipId))))
    .orderBy(users.id);
}

export async function findMember(
  db: Db,
  scope: Scope,
  dealershipId: number,
  userId: number,
): Promise<Member | undefined> {
  if (!canAccess(scope, dealershipId)) return undefined;
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deactivatedAt),
        or(eq(users.role, 'admin'), worksAt(dealershipId)),
      ),
    );
  return row;
}

/** The store's managers; the admins when it has none. */
export async function findManagerIds(db: Db, scope: Scope, dealershipId: number): Promise<number[]> {
  if (!canAccess(scope, dealershipId)) return [];
  const managers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'manager'), isNull(users.deactivatedAt), worksAt(dealershipId)));
  if (managers.length > 0) return managers.map((m) => m.id);
  return findAdminIds(db);
}

/** Every active admin (admins work for every store): who hears about the group's own settings. */
export async function findAdminIds(db: Db): Promise<number[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  return admins.map((a) => a.id);
}

export async function setAvailable(db: Db, userId: number, available: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ available })
    .where(eq(users.id, userId))
    .returning({ available: users.available });
  return row?.available ?? false;
}

export function findUsersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, ids));
}
