import {
  type CredentialOrigin,
  type SettableSource,
  SOURCE_FIELDS,
} from '@lead-manager/contracts/connections';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { type AuditActor, type AuditService, auditActor } from '../audit/audit.service';
import { type CredentialRow, deleteCredentials, findCredentials, putCredential } from './connections.repo';
import {
  CREDENTIAL_KINDS,
  type CredentialKind,
  envValue,
  type FieldOf,
  GROUP_ONLY_KINDS,
  kindOfField,
  normaliseOrigin,
  splitOrigins,
} from './credential-catalog';

/** The value in use for one field, and where it came from. */
export interface EffectiveValue {
  value: string;
  origin: CredentialOrigin;
}

/** What a verification path asks: the credentials in force for the store a post is for (null: the group's URL). */
export type CredentialLookup = <K extends CredentialKind>(
  kind: K,
  dealershipId: number | null,
) => Promise<Partial<Record<FieldOf<K>, string>>>;

const MAX_LENGTH = 4000;
const MAX_ORIGINS = 50;
const field = (name: string) => `credentials.${name}`;
const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** A typed value checked and shaped for storage; origins become one per line. */
function cleanValue(name: string, raw: string | string[]): string {
  if (name === 'origins') {
    const items = (Array.isArray(raw) ? raw : [raw]).flatMap(splitOrigins);
    if (items.length === 0) throw invalid(field(name), 'origins: give at least one site address');
    if (items.length > MAX_ORIGINS)
      throw invalid(field(name), `origins: at most ${MAX_ORIGINS} site addresses`);
    const origins = items.map((item) => {
      const origin = normaliseOrigin(item);
      if (!origin)
        throw invalid(field(name), `origins: "${item}" is not a site address like https://www.example.com`);
      return origin;
    });
    return [...new Set(origins)].join('\n');
  }
  if (typeof raw !== 'string') throw invalid(field(name), `${name} must be text`);
  const value = raw.trim();
  if (!value) throw invalid(field(name), `${name} is required`);
  if (value.length > MAX_LENGTH)
    throw invalid(field(name), `${name} must be at most ${MAX_LENGTH} characters`);
  return value;
}

function kindFor(source: SettableSource, name: string): CredentialKind {
  const kind = SOURCE_FIELDS[source].includes(name) ? kindOfField(source, name) : undefined;
  if (!kind)
    throw invalid(
      field(name),
      `${source} takes ${SOURCE_FIELDS[source].join(', ')}; "${name}" is not one of them`,
    );
  return kind;
}

/**
 * Credentials typed on Webhook Setup, sealed with SECRETS_KEY before they are stored and opened only to check a
 * post. The server's environment wins over them; a store's own wins over the group's.
 */
export function createCredentialStore(
  { db, config, secretBox, logger }: Pick<ServiceDeps, 'db' | 'config' | 'secretBox' | 'logger'>,
  audit: Pick<AuditService, 'record'>,
) {
  const open = (row: CredentialRow): string | undefined => {
    try {
      return secretBox.open(row.sealed);
    } catch {
      // Sealed with another SECRETS_KEY: as good as unset, and said once per read without the value.
      logger.warn(
        { kind: row.kind, field: row.field },
        'a stored credential cannot be opened with SECRETS_KEY',
      );
      return undefined;
    }
  };

  /** Per field: the environment, else the store's row, else the group's. */
  function resolve(rows: CredentialRow[], kind: CredentialKind, name: string, dealershipId: number | null) {
    const env = envValue(config, kind, name);
    if (env) return { value: env, origin: 'server' as const };
    const mine = (scope: number | null) =>
      rows.find((r) => r.kind === kind && r.field === name && r.dealershipId === scope);
    const store = dealershipId === null ? undefined : mine(dealershipId);
    const storeValue = store && open(store);
    if (storeValue) return { value: storeValue, origin: 'store' as const };
    const group = mine(null);
    const groupValue = group && open(group);
    return groupValue ? { value: groupValue, origin: 'group' as const } : undefined;
  }

  const lookup: CredentialLookup = async (kind, dealershipId) => {
    const scope = GROUP_ONLY_KINDS.includes(kind) ? null : dealershipId;
    const rows = await findCredentials(db, scope, [kind]);
    const result: Record<string, string> = {};
    for (const name of Object.keys(CREDENTIAL_KINDS[kind])) {
      const found = resolve(rows, kind, name, scope);
      if (found) result[name] = found.value;
    }
    return result as Partial<Record<FieldOf<typeof kind>, string>>;
  };

  function scopeOf(kind: CredentialKind, scope: 'store' | 'group', dealershipId: number): number | null {
    if (GROUP_ONLY_KINDS.includes(kind) && scope !== 'group')
      throw invalid('scope', `${kind} credentials serve every store: send "scope": "group"`);
    return scope === 'group' ? null : dealershipId;
  }

  return {
    lookup,
    resolve,
    /** Every row the store's screen describes (its own and the group's). */
    rowsFor: (dealershipId: number) => findCredentials(db, dealershipId, Object.keys(CREDENTIAL_KINDS)),

    async set(
      actor: AuditActor,
      dealershipId: number,
      source: SettableSource,
      input: { credentials: Record<string, string | string[]>; scope: 'store' | 'group' },
    ): Promise<void> {
      const names = Object.keys(input.credentials);
      if (names.length === 0) throw invalid('credentials', 'credentials: give at least one field');
      const rows = names.map((name) => {
        const kind = kindFor(source, name);
        const value = cleanValue(name, input.credentials[name] as string | string[]);
        return {
          kind,
          field: name,
          sealed: secretBox.seal(value),
          dealershipId: scopeOf(kind, input.scope, dealershipId),
        };
      });
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        for (const row of rows)
          await putCredential(tx, { ...row, setByUserId: actor.id, setByEmail: actor.email });
        // Which fields were set, never their values.
        await audit.record(
          {
            ...auditActor(actor),
            action: 'connection.credentials_set',
            entityType: 'connection',
            entityId: source,
            dealershipId: rows[0]?.dealershipId ?? null,
            details: { source, fields: names, scope: input.scope },
          },
          tx,
        );
      });
    },

    async clear(
      actor: AuditActor,
      dealershipId: number,
      source: SettableSource,
      input: { scope: 'store' | 'group'; field?: string },
    ): Promise<string[]> {
      const names = input.field ? [input.field] : [...SOURCE_FIELDS[source]];
      const pairs = names.map((name) => ({ kind: kindFor(source, name), field: name }));
      const scopes = new Set(pairs.map((p) => scopeOf(p.kind, input.scope, dealershipId)));
      return db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const removed: string[] = [];
        for (const scope of scopes) removed.push(...(await deleteCredentials(tx, scope, pairs)));
        if (removed.length > 0)
          await audit.record(
            {
              ...auditActor(actor),
              action: 'connection.credentials_cleared',
              entityType: 'connection',
              entityId: source,
              dealershipId: [...scopes][0] ?? null,
              details: { source, fields: removed, scope: input.scope },
            },
            tx,
          );
        return removed;
      });
    },
  };
}
