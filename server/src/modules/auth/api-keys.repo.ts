import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeUserBy, displayNameOf } from '../users/users.queries';
import { apiKeys } from './api-keys.tables';

/** A key as listed: its row and its owner's name. */
const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  dealershipIds: apiKeys.dealershipIds,
  access: apiKeys.access,
  ownerUserId: apiKeys.ownerUserId,
  ownerName: displayNameOf(apiKeys.ownerUserId),
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) throw new Error('api key insert returned no row');
  return row.id;
}

/** Every key, newest first (admins manage them all), or the one with this id. */
export async function findApiKeys(db: Db, id?: number) {
  return db
    .select(listed)
    .from(apiKeys)
    .where(id === undefined ? undefined : eq(apiKeys.id, id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export type ListedApiKey = Awaited<ReturnType<typeof findApiKeys>>[number];

/** Revokes a key still in use; false when there is none to revoke. */
export async function revokeApiKey(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key with this hash and its active owner (with the owner's stores), in one statement. */
export async function findKeyWithOwner(db: Db, hash: string) {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) return undefined;
  const [owner] = await activeUserBy(db, sql`${key.ownerUserId}`);
  return owner ? { key, owner } : undefined;
}

/** Notes a key's use now. */
export async function touchApiKey(db: Db, id: number) {
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, id));
}
