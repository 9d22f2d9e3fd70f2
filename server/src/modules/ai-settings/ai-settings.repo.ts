import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { assertInScope, inScopePrepared, type Scope, scopeParams } from '../../lib/scope';
import { aiSettings } from './ai-settings.tables';

export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type AiSettingsValues = Omit<
  typeof aiSettings.$inferInsert,
  'id' | 'dealershipId' | 'createdAt' | 'updatedAt'
>;

/** Read for every lead greeted: a prepared statement (see db/prepared.ts) whose scope is its parameters. */
const settingsOfDealership = preparedQuery((db) =>
  db
    .select()
    .from(aiSettings)
    .where(
      and(
        eq(aiSettings.dealershipId, sql.placeholder('dealershipId')),
        inScopePrepared(aiSettings.dealershipId),
      ),
    )
    .limit(1)
    .prepare('ai_settings_of_dealership'),
);

export async function getAiSettingsOfDealership(
  db: Db,
  scope: Scope,
  dealershipId: number,
): Promise<AiSettingsRow | undefined> {
  return (await settingsOfDealership(db).execute({ dealershipId, ...scopeParams(scope) }))[0];
}

/** Several stores' settings at once (a batch of first contacts); stores without saved settings are left out. */
const settingsOfDealerships = preparedQuery((db) =>
  db
    .select()
    .from(aiSettings)
    .where(
      and(
        sql`${aiSettings.dealershipId} = ANY(${sql.placeholder('storeIds')}::int[])`,
        inScopePrepared(aiSettings.dealershipId),
      ),
    )
    .prepare('ai_settings_of_dealerships'),
);

export const getAiSettingsOfDealerships = (
  db: Db,
  scope: Scope,
  storeIds: number[],
): Promise<AiSettingsRow[]> =>
  storeIds.length
    ? settingsOfDealerships(db).execute({ storeIds, ...scopeParams(scope) })
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
