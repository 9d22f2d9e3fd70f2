import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailgunTokens } from './webhook-tokens.tables';

/**
 * Records a Mailgun token as used; false when it was seen before (a replay). Tokens older than the accepted skew
 * can never be replayed past the timestamp check, so they are purged on the way.
 */
export async function claimMailgunToken(db: Db, token: string): Promise<boolean> {
  await db.delete(mailgunTokens).where(lt(mailgunTokens.seenAt, sql`now() - interval '1 hour'`));
  const inserted = await db
    .insert(mailgunTokens)
    .values({ token })
    .onConflictDoNothing()
    .returning({ token: mailgunTokens.token });
  return inserted.length === 1;
}

/** Lets a token be used again when the post it came with could not be stored (Mailgun will retry it). */
export async function releaseMailgunToken(db: Db, token: string): Promise<void> {
  await db.delete(mailgunTokens).where(eq(mailgunTokens.token, token));
}
