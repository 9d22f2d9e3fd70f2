import { defaultAiSettings } from '@lead-manager/contracts/ai-defaults';
import { defaultLanguageTemplates } from '@lead-manager/contracts/ai-language-defaults';
import type { AiSettings, UpdateAiSettingsSchema } from '@lead-manager/contracts/ai-settings';
import { runsStores } from '@lead-manager/contracts/users';
import type { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { ALL_DEALERSHIPS, canAccess, type Scope, scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import type { DealershipRow, DealershipsService } from '../dealerships/dealerships.service';
import {
  type AiSettingsRow,
  type AiSettingsValues,
  getAiSettingsOfDealership,
  getAiSettingsOfDealerships,
  upsertAiSettings,
} from './ai-settings.repo';

export type AiSettingsUpdate = z.output<typeof UpdateAiSettingsSchema>;

function toAiSettingsDto(row: AiSettingsRow): AiSettings {
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    systemPrompt: row.systemPrompt,
    emailEnabled: row.emailEnabled,
    emailSystemPrompt: row.emailSystemPrompt,
    emailTemplate: row.emailTemplate,
    emailSignature: row.emailSignature,
    smsEnabled: row.smsEnabled,
    smsSystemPrompt: row.smsSystemPrompt,
    smsTemplate: row.smsTemplate,
    smsCharacterLimit: row.smsCharacterLimit,
    followUpSchedule: row.followUpSchedule,
    languageTemplates: row.languageTemplates ?? defaultLanguageTemplates(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the fields the request carried. */
function changesOf(update: AiSettingsUpdate): Partial<AiSettingsValues> {
  return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
}

/** What a store without saved settings runs on. */
const brandDefaults = (dealership: Pick<DealershipRow, 'id' | 'brand'>): AiSettings => ({
  id: null,
  dealershipId: dealership.id,
  ...defaultAiSettings(dealership.brand),
  languageTemplates: defaultLanguageTemplates(),
  createdAt: null,
  updatedAt: null,
});

export function createAiSettingsService(
  { db }: Pick<ServiceDeps, 'db'>,
  {
    dealerships,
    audit,
  }: { dealerships: Pick<DealershipsService, 'get'>; audit: Pick<AuditService, 'record'> },
) {
  return {
    /** The saved settings, or the brand defaults (id null) when the dealership has none yet. */
    async get(scope: Scope, dealershipId: number): Promise<AiSettings> {
      // The scope is checked without a read; the store itself is read only for its brand's defaults (or its 404).
      if (!canAccess(scope, dealershipId)) throw notFound('Dealership');
      const row = await getAiSettingsOfDealership(db, scope, dealershipId);
      if (row) return toAiSettingsDto(row);
      return brandDefaults(await dealerships.get(scope, dealershipId));
    },

    /** These stores' settings (or their brand defaults) by store id, in one read: for jobs, not scoped. */
    async ofStores(stores: DealershipRow[]): Promise<Map<number, AiSettings>> {
      const rows = await getAiSettingsOfDealerships(
        db,
        ALL_DEALERSHIPS,
        stores.map((store) => store.id),
      );
      const saved = new Map(rows.map((row) => [row.dealershipId, toAiSettingsDto(row)]));
      return new Map(stores.map((store) => [store.id, saved.get(store.id) ?? brandDefaults(store)]));
    },

    async update(
      actor: Pick<AuthUser, 'id' | 'email' | 'role' | 'dealershipIds'>,
      dealershipId: number,
      update: AiSettingsUpdate,
    ) {
      // Managers own their stores' AI settings, admins all.
      if (!runsStores(actor.role)) throw forbidden('Only managers and admins may change AI settings');
      const dealership = await dealerships.get(scopeFor(actor), dealershipId);
      const changes = changesOf(update);
      const row = await db.transaction(async (tx) => {
        const saved = await upsertAiSettings(
          tx,
          scopeFor(actor),
          dealershipId,
          defaultAiSettings(dealership.brand),
          changes,
        );
        // Field names only: prompts and templates are long and already kept in the settings themselves.
        await audit.record(
          {
            actorUserId: actor.id,
            actorEmail: actor.email,
            action: 'ai_settings.updated',
            entityType: 'ai_settings',
            entityId: saved.id,
            dealershipId,
            details: { fields: Object.keys(changes).sort() },
          },
          tx,
        );
        return saved;
      });
      return toAiSettingsDto(row);
    },
  };
}

export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
