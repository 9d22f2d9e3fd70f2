import type { Dealership, DealershipSettings, UpdateDealership } from '@lead-manager/contracts/dealerships';
import { changedFields } from '../../lib/changed-fields';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { toE164 } from '../../lib/phone';
import { ALL_DEALERSHIPS, type Scope, scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import {
  businessHoursOf,
  emailFromOf,
  emailOptOutSenderOf,
  smsOptOutSenderOf,
  smsSenderOf,
} from './dealerships.identity';
import {
  type DealershipPatch,
  type DealershipRow,
  findDealerships,
  getDealershipById,
  updateDealership,
} from './dealerships.repo';

export type { DealershipRow } from './dealerships.repo';

function toDealershipDto(row: DealershipRow): Dealership {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    phone: row.phone,
    email: row.email,
    address: row.address,
    timezone: row.timezone,
    businessHours: businessHoursOf(row),
  };
}

function toDealershipSettingsDto(row: DealershipRow): DealershipSettings {
  return {
    ...toDealershipDto(row),
    smsSender: row.smsSender,
    smsMessagesPerSecond: row.smsMessagesPerSecond,
    emailFromName: row.emailFromName,
    emailFromAddress: row.emailFromAddress,
    inboundEmail: row.inboundEmail,
    crmLeadEmails: row.crmLeadEmails,
  };
}

type Actor = Pick<AuthUser, 'role' | 'dealershipIds'>;

/** The patch as stored: phones in E.164 (a number that cannot be one is a 400 naming `phone`). */
function toStoredPatch(patch: UpdateDealership): DealershipPatch {
  const stored: DealershipPatch = { ...patch };
  if (patch.phone) {
    const phone = toE164(patch.phone);
    if (!phone)
      throw badRequest('phone: not a phone number', [{ path: 'phone', message: 'Not a phone number' }]);
    stored.phone = phone;
  }
  for (const key of ['emailFromAddress', 'inboundEmail', 'email'] as const) {
    const value = patch[key];
    if (value) stored[key] = value.toLowerCase();
  }
  return stored;
}

export function createDealershipsService(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  { audit }: { audit?: Pick<AuditService, 'record'> } = {},
) {
  return {
    async list(scope: Scope): Promise<Dealership[]> {
      return (await findDealerships(db, scope)).map(toDealershipDto);
    },
    /** Every store's row (jobs and webhooks, not scoped). */
    listRows: () => findDealerships(db, ALL_DEALERSHIPS),
    /** The dealership row if the scope may see it; otherwise 404 as if it did not exist. */
    async get(scope: Scope, id: number): Promise<DealershipRow> {
      const row = await getDealershipById(db, scope, id);
      if (!row) throw notFound('Dealership');
      return row;
    },

    /** The Dealerships screen: admins see every store, managers their own; other users none. */
    async getSettings(actor: Actor, id: number): Promise<DealershipSettings> {
      if (actor.role === 'user') throw forbidden('Only managers and admins may view dealership settings');
      return toDealershipSettingsDto(await this.get(scopeFor(actor), id));
    },

    /** The one place a store's profile and sending identity change (admins only). */
    /** Recorded in the audit log with each changed field's old and new value (none of them is a secret). */
    async updateSettings(
      actor: Actor & Pick<AuthUser, 'id' | 'email'>,
      id: number,
      patch: UpdateDealership,
    ): Promise<DealershipSettings> {
      if (actor.role !== 'admin') throw forbidden('Only an admin may change dealership settings');
      const stored = toStoredPatch(patch);
      return db.transaction(async (tx) => {
        const before = await getDealershipById(tx, scopeFor(actor), id);
        const row = before && (await updateDealership(tx, scopeFor(actor), id, stored));
        if (!before || !row) throw notFound('Dealership');
        const saved = toDealershipSettingsDto(row);
        const keys = Object.keys(patch) as (keyof DealershipSettings & keyof UpdateDealership)[];
        const changes = changedFields(toDealershipSettingsDto(before), saved, keys);
        if (changes)
          await audit?.record(
            {
              actorUserId: actor.id,
              actorEmail: actor.email,
              action: 'dealership.settings_changed',
              entityType: 'dealership',
              entityId: id,
              dealershipId: id,
              details: changes,
            },
            tx,
          );
        return saved;
      });
    },

    /** Who a store's SMS and e-mail go out as, and the sender key its opt-outs are kept under. */
    smsSenderOf: (row: Pick<DealershipRow, 'smsSender'>) => smsSenderOf(row, config),
    smsOptOutSenderOf: (row: Pick<DealershipRow, 'smsSender'>) => smsOptOutSenderOf(row, config),
    emailFromOf: (row: DealershipRow) => emailFromOf(row, config),
    emailOptOutSenderOf: (row: DealershipRow) => emailOptOutSenderOf(row, config),
  };
}

export type DealershipsService = ReturnType<typeof createDealershipsService>;
