import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { optOuts } from './opt-outs.tables';

export type OptOutRow = typeof optOuts.$inferSelect;
export type OptOutMethod = 'keyword' | 'free_text' | 'carrier';

/** Who may not write to whom: our sender (number, Messaging Service or From address) and their address. */
export interface OptOutKey {
  sender: string;
  channel: 'sms' | 'email';
  address: string;
}

/** The pair itself, or an opt-out kept for any sender (''). */
const matches = (key: OptOutKey) =>
  and(
    eq(optOuts.channel, key.channel),
    eq(optOuts.address, key.address),
    or(eq(optOuts.sender, key.sender), eq(optOuts.sender, '')),
  );

/** True when this call added the opt-out (false: it was already there). */
export async function insertOptOut(
  db: Db,
  key: OptOutKey,
  how: { method: OptOutMethod; reason: string; dealershipId?: number },
): Promise<boolean> {
  const rows = await db
    .insert(optOuts)
    .values({ ...key, ...how })
    .onConflictDoNothing()
    .returning({ id: optOuts.id });
  return rows.length > 0;
}

/** True when an opt-out was removed. */
export async function deleteOptOut(db: Db, key: OptOutKey): Promise<boolean> {
  const rows = await db.delete(optOuts).where(matches(key)).returning({ id: optOuts.id });
  return rows.length > 0;
}

/** Checked before every message; '' is an opt-out of every sender. */
export async function findOptOut(db: Db, key: OptOutKey): Promise<OptOutRow | undefined> {
  const [row] = await db.select().from(optOuts).where(matches(key)).orderBy(desc(optOuts.createdAt)).limit(1);
  return row;
}

/** Every opt-out of these phones (sms) and lower-cased addresses (email), any sender: a list's leads at once. */
export async function findOptOutsOfAddresses(
  db: Db,
  { phones, emails }: { phones: string[]; emails: string[] },
): Promise<OptOutRow[]> {
  if (phones.length === 0 && emails.length === 0) return [];
  return db
    .select()
    .from(optOuts)
    .where(
      or(
        and(eq(optOuts.channel, 'sms'), inArray(optOuts.address, phones)),
        and(eq(optOuts.channel, 'email'), inArray(optOuts.address, emails)),
      ),
    );
}
