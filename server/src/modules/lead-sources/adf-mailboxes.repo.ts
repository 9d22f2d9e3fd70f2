import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adfMailboxes } from './lead-sources.tables';

// The ADF lead addresses' tokens. Found by token before any scope exists (routing is what finds the store); the
// routes that show a store's address check the reader's scope on the store first.

/** The store's ADF mailbox token, made on first use (`token` is a fresh one, kept only if the store had none). */
export async function adfMailboxToken(db: Db, dealershipId: number, token: string): Promise<string> {
  await db.insert(adfMailboxes).values({ dealershipId, token }).onConflictDoNothing({
    target: adfMailboxes.dealershipId,
  });
  const [row] = await db
    .select({ token: adfMailboxes.token })
    .from(adfMailboxes)
    .where(eq(adfMailboxes.dealershipId, dealershipId));
  return (row as { token: string }).token;
}

/** The store whose ADF mailbox has one of these tokens. */
export async function dealershipOfAdfTokens(db: Db, tokens: string[]): Promise<number | undefined> {
  if (tokens.length === 0) return undefined;
  const [row] = await db
    .select({ dealershipId: adfMailboxes.dealershipId })
    .from(adfMailboxes)
    .where(inArray(adfMailboxes.token, tokens))
    .limit(1);
  return row?.dealershipId;
}
