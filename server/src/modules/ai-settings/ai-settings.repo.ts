import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import { aiSettings } from './ai-settings.tables';

export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type AiSettingsValues = Omit<
  typeof aiSettings.$inferInsert,
  'id' | 'dealershipId' | 'createdAt' | 'updatedAt'
>;

export async function getAiSettingsOfDealership(
  db: Db,
  scope: Scope,
  dealershipId: number,
): Promise<AiSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(aiSettings)
    .where(and(eq(aiSettings.dealershipId, dealershipId), inScope(aiSettings.dealershipId, scope)))
    .limit(1);
  return row;
}

/** Several stores' settings at once (a batch of first contacts); stores without saved settings are left out. */
export const getAiSettingsOfDealerships = (
  db: Db,
  scope: Scope,
  storeIds: number[],
): Promise<AiSettingsRow[]> =>
  storeIds.length
    ? db
        .select()
        .from(aiSettings)
        .where(and(inArray(aiSettings.dealershipId, storeIds), inScope(aiSettings.dealershipId, scope)))
    : Promise.resolve([]);

/**
 * Saves `changes` over the dealership's settings in one statement: a first save starts from `initial`
 * (the brand defaults), later saves touch only the changed fields; concurrent first saves cannot collide.
 */
export async function upsertAiSettings(
  db: Db,
  scope: Scope,
  dealershipId: number,
  initial: AiSettingsValues,
  changes: Partial<AiSettingsValues>,
): Promise<AiSettingsRow> {
  assertInScope(scope, dealershipId);
  const [row] = await db
    .insert(aiSettings)
    .values({ ...initial, ...changes, dealershipId })
    .onConflictDoUpdate({ target: aiSettings.dealershipId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('ai settings upsert returned no row');
  return row;
}
