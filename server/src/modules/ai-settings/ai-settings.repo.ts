import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiSettings } from './ai-settings.tables';

export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type AiSettingsValues = Omit<
  typeof aiSettings.$inferInsert,
  'id' | 'dealershipId' | 'createdAt' | 'updatedAt'
>;

export async function getAiSettingsOfDealership(
  db: Db,
  dealershipId: number,
): Promise<AiSettingsRow | undefined> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.dealershipId, dealershipId)).limit(1);
  return row;
}

/**
 * Saves `changes` over the dealership's settings in one statement: a first save starts from `initial`
 * (the brand defaults), later saves touch only the changed fields; concurrent first saves cannot collide.
 */
export async function upsertAiSettings(
  db: Db,
  dealershipId: number,
  initial: AiSettingsValues,
  changes: Partial<AiSettingsValues>,
): Promise<AiSettingsRow> {
  const [row] = await db
    .insert(aiSettings)
    .values({ ...initial, ...changes, dealershipId })
    .onConflictDoUpdate({ target: aiSettings.dealershipId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('ai settings upsert returned no row');
  return row;
}
