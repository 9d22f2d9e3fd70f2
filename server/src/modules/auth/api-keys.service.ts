import { randomBytes } from 'node:crypto';
import type { ApiKey, ApiKeyAccess, CreatedApiKey } from '@lead-manager/contracts/api-keys';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { type AuditService, auditActor } from '../audit/audit.service';
import type { DealershipsService } from '../dealerships/dealerships.service';
import {
  findApiKeys,
  findKeyWithOwner,
  insertApiKey,
  type ListedApiKey,
  revokeApiKey,
  touchApiKey,
} from './api-keys.repo';
import { type AuthUser, hashToken } from './auth.service';

/** Every key starts so: a Bearer token without it is not ours (some webhook senders use Bearer secrets). */
export const API_KEY_PREFIX = 'lm_';

/** Who a request signed with a key acts as, and what the key lets it do. */
export interface KeyPrincipal {
  user: AuthUser;
  access: ApiKeyAccess;
}

const toDto = (row: ListedApiKey): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  dealershipIds: row.dealershipIds,
  access: row.access,
  owner: { id: row.ownerUserId, name: row.ownerName ?? '' },
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

function requireAdmin(actor: AuthUser) {
  if (actor.role !== 'admin') throw forbidden('Only admins manage API keys');
}

/**
 * The owner as the key lets them act: a key for some stores reaches only those of the owner's stores, and an
 * admin's key for some stores acts as a manager of them (an admin's own reach is every store).
 */
function narrowedOwner(owner: AuthUser, keyStores: number[] | null): AuthUser {
  if (keyStores === null) return owner;
  if (owner.role === 'admin') return { ...owner, role: 'manager', dealershipIds: keyStores };
  return { ...owner, dealershipIds: owner.dealershipIds.filter((id) => keyStores.includes(id)) };
}

/** Personal API keys: created and revoked by admins, shown once, stored as a hash (decision 050). */
export function createApiKeysService(deps: {
  db: Db;
  audit: AuditService;
  dealerships: Pick<DealershipsService, 'listRows'>;
}) {
  const { db, audit, dealerships } = deps;

  async function listed(id: number) {
    const [row] = await findApiKeys(db, id);
    if (!row) throw notFound('API key');
    return toDto(row);
  }

  return {
    async list(actor: AuthUser): Promise<ApiKey[]> {
      requireAdmin(actor);
      return (await findApiKeys(db)).map(toDto);
    },

    async create(
      actor: AuthUser,
      input: { name: string; dealershipIds: number[] | null; access: ApiKeyAccess },
    ): Promise<CreatedApiKey> {
      requireAdmin(actor);
      if (input.dealershipIds) {
        const known = new Set((await dealerships.listRows()).map((store) => store.id));
        const unknown = input.dealershipIds.filter((id) => !known.has(id));
        if (unknown.length)
          throw badRequest('Unknown dealership', [
            { path: 'dealershipIds', message: `No dealership ${unknown.join(', ')}` },
          ]);
      }
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const id = await db.transaction(async (tx) => {
        const created = await insertApiKey(tx, {
          hash: hashToken(key),
          prefix: key.slice(0, API_KEY_PREFIX.length + 6),
          name: input.name,
          ownerUserId: actor.id,
          dealershipIds: input.dealershipIds,
          access: input.access,
        });
        await audit.record(
          {
            ...auditActor(actor),
            action: 'api_key.created',
            entityType: 'api_key',
            entityId: created,
            details: { name: input.name, access: input.access, dealershipIds: input.dealershipIds },
          },
          tx,
        );
        return created;
      });
      return { apiKey: await listed(id), key };
    },

    async revoke(actor: AuthUser, id: number): Promise<ApiKey> {
      requireAdmin(actor);
      await db.transaction(async (tx) => {
        if (!(await revokeApiKey(tx, id))) throw notFound('API key');
        await audit.record(
          {
            ...auditActor(actor),
            action: 'api_key.revoked',
            entityType: 'api_key',
            entityId: id,
          },
          tx,
        );
      });
      return listed(id);
    },

    /** The principal a Bearer key opens; null for a key that is unknown, revoked, or whose owner left. */
    async authenticate(bearer: string): Promise<KeyPrincipal | null> {
      if (!bearer.startsWith(API_KEY_PREFIX)) return null;
      const found = await findKeyWithOwner(db, hashToken(bearer));
      if (!found) return null;
      // The last use is written at most once a minute: a busy integration would otherwise write on every call.
      const lastUsed = found.key.lastUsedAt?.getTime() ?? 0;
      if (Date.now() - lastUsed > 60_000) await touchApiKey(db, found.key.id);
      const owner = { ...found.owner, role: found.owner.role as AuthUser['role'] };
      return { user: narrowedOwner(owner, found.key.dealershipIds), access: found.key.access };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
