import type {
  CreatedUser,
  CreateUserSchema,
  Role,
  UpdateUserSchema,
  User,
} from '@lead-manager/contracts/users';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { type AuditService, auditActor } from '../audit/audit.service';
import type { AuthService, AuthUser } from '../auth/auth.service';
import type { PasswordLinksService } from '../auth/password-links.service';
import { findAllDealershipIds } from '../dealerships/dealerships.queries';
import { findUserByEmail } from './users.queries';
import {
  findUsernamesLike,
  findUsers,
  getUserWithDealerships,
  insertUser,
  lockActiveAdminIds,
  replaceDealershipsOfUser,
  type UserWithDealerships,
  updateUser,
} from './users.repo';

type Actor = Pick<AuthUser, 'id' | 'email' | 'role' | 'dealershipIds'>;
const RANK: Record<Role, number> = { user: 0, manager: 1, admin: 2 };

const emailTaken = () =>
  new HttpError(409, 'A user with this email already exists', [
    { path: 'email', message: 'is already in use' },
  ]);

const displayName = (user: { name: string; username: string }) => user.name || user.username;

function toUserDto(user: UserWithDealerships): User {
  return {
    id: user.id,
    name: displayName(user),
    username: user.username,
    email: user.email,
    role: user.role as Role,
    dealershipIds: user.dealershipIds,
    active: user.deactivatedAt === null,
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * A role manages only the roles below it: admins manage everyone; a manager manages salespeople (role `user`) whose
 * every dealership is one of theirs, never a fellow manager (whose password link would hand over the account).
 */
function assertCanManage(actor: Actor, target: { role: string; dealershipIds: readonly number[] }) {
  if (actor.role === 'admin') return;
  if (actor.role !== 'manager') throw forbidden('Only admins and managers manage the team');
  if (target.role !== 'user') throw forbidden('Managers manage salespeople only, not managers or admins');
  const own =
    target.dealershipIds.length > 0 && target.dealershipIds.every((id) => actor.dealershipIds.includes(id));
  if (!own) throw forbidden('Managers manage users of their own dealerships only');
}

async function assertDealershipsExist(db: Db, ids: readonly number[]) {
  const known = new Set(await findAllDealershipIds(db, ALL_DEALERSHIPS));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw badRequest(`Unknown dealership ${unknown.join(', ')}`, [
      { path: 'dealershipIds', message: 'unknown dealership' },
    ]);
}

async function freeUsername(db: Db, email: string) {
  const base = (email.split('@')[0] ?? email).replace(/[^a-z0-9._-]/gi, '').toLowerCase() || 'user';
  const taken = new Set(await findUsernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** What changed, field by field, for the audit log. */
function diff(before: UserWithDealerships, after: UserWithDealerships) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['name', 'email', 'role'] as const) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  if (before.dealershipIds.join() !== after.dealershipIds.join())
    changes.dealershipIds = { from: before.dealershipIds, to: after.dealershipIds };
  return changes;
}

/** The Team screen's rules: who may add, change and deactivate whom. */
export function createAccountsService(
  { db }: { db: Db },
  deps: {
    audit: Pick<AuditService, 'record'>;
    auth: Pick<AuthService, 'endSessionsOfUser' | 'announceEnded'>;
    passwordLinks: Pick<PasswordLinksService, 'issue' | 'resend' | 'revokeAll'>;
  },
) {
  const { audit, auth, passwordLinks } = deps;
  async function requireTarget(actor: Actor, id: number) {
    const user = await getUserWithDealerships(db, id);
    if (!user) throw notFound('User');
    if (
      actor.role === 'manager' &&
      !user.dealershipIds.some((d) => actor.dealershipIds.includes(d)) &&
      user.id !== actor.id
    )
      throw notFound('User');
    assertCanManage(actor, user);
    return user;
  }

  /** Inside the transaction: refuses (409) when no active admin would be left. */
  async function assertAdminRemains(tx: Db, leaving: number) {
    const admins = await lockActiveAdminIds(tx);
    if (admins.filter((id) => id !== leaving).length === 0)
      throw conflict('The last active admin cannot be demoted or deactivated');
  }

  return {
    async listUsers(actor: Actor): Promise<User[]> {
      if (actor.role === 'admin') return (await findUsers(db)).map(toUserDto);
      if (actor.role !== 'manager') throw forbidden('Only admins and managers manage the team');
      return (await findUsers(db, actor.dealershipIds)).map(toUserDto);
    },

    async inviteOrCreate(actor: Actor, input: z.output<typeof CreateUserSchema>): Promise<CreatedUser> {
      if (input.role !== 'admin' && input.dealershipIds.length === 0)
        throw badRequest('Choose at least one dealership', [
          { path: 'dealershipIds', message: 'choose at least one dealership' },
        ]);
      assertCanManage(actor, input);
      await assertDealershipsExist(db, input.dealershipIds);
      if (await findUserByEmail(db, input.email)) throw emailTaken();
      // Without a password the account gets an unguessable one nobody knows, until the invitation sets it.
      const passwordHash = await hashPassword(input.password ?? crypto.randomUUID() + crypto.randomUUID());
      const created = await db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          username: await freeUsername(tx, input.email),
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role,
          dealershipIds: input.dealershipIds,
        });
        await audit.record(
          {
            ...auditActor(actor),
            action: 'user.created',
            entityType: 'user',
            entityId: row.id,
            details: {
              email: row.email,
              role: row.role,
              dealershipIds: input.dealershipIds,
              invited: !input.password,
            },
          },
          tx,
        );
        return row;
      });
      const user = toUserDto({ ...created, dealershipIds: input.dealershipIds });
      if (input.password) return user;
      return { ...user, invitation: await passwordLinks.issue(user, 'invite') };
    },

    async updateUser(actor: Actor, id: number, input: z.output<typeof UpdateUserSchema>): Promise<User> {
      const before = await requireTarget(actor, id);
      const role = input.role ?? (before.role as Role);
      if (actor.id === id && RANK[role] > RANK[actor.role]) throw forbidden('Nobody raises their own role');
      const reactivated = Boolean(input.active && before.deactivatedAt);
      if (reactivated && actor.role !== 'admin') throw forbidden('Only an admin reactivates an account');
      const dealershipIds = input.dealershipIds ?? before.dealershipIds;
      assertCanManage(actor, { role, dealershipIds });
      if (input.dealershipIds) await assertDealershipsExist(db, dealershipIds);
      if (role !== 'admin' && dealershipIds.length === 0)
        throw badRequest('Choose at least one dealership', [
          { path: 'dealershipIds', message: 'choose at least one dealership' },
        ]);
      if (input.email && input.email !== before.email) {
        const other = await findUserByEmail(db, input.email);
        if (other && other.id !== id) throw emailTaken();
      }
      let ended: string[] = [];
      const after = await db.transaction(async (tx) => {
        if (before.role === 'admin' && role !== 'admin' && !before.deactivatedAt)
          await assertAdminRemains(tx, id);
        await updateUser(tx, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          role,
          ...(input.active ? { deactivatedAt: null } : {}),
        });
        if (input.dealershipIds) await replaceDealershipsOfUser(tx, id, dealershipIds);
        const row = await getUserWithDealerships(tx, id);
        if (!row) throw notFound('User');
        const changes = diff(before, row);
        if (Object.keys(changes).length || reactivated) {
          const action = reactivated
            ? 'user.reactivated'
            : changes.role
              ? 'user.role_changed'
              : 'user.updated';
          await audit.record(
            { ...auditActor(actor), action, entityType: 'user', entityId: id, details: { changes } },
            tx,
          );
        }
        // A narrower role or fewer stores must not linger in sessions that were opened with the old ones.
        if (changes.role || changes.dealershipIds) ended = await auth.endSessionsOfUser(id, { tx });
        // A link sent for the old role or to the old address must not set a password now.
        if (changes.role || changes.email) await passwordLinks.revokeAll(id, { tx });
        return row;
      });
      auth.announceEnded(ended);
      return toUserDto(after);
    },

    /** DELETE /api/users/:id: the account stays (history keeps its name) but can no longer sign in. */
    async deactivateUser(actor: Actor, id: number): Promise<User> {
      const before = await requireTarget(actor, id);
      if (before.deactivatedAt) return toUserDto(before);
      let ended: string[] = [];
      const after = await db.transaction(async (tx) => {
        if (before.role === 'admin') await assertAdminRemains(tx, id);
        await updateUser(tx, id, { deactivatedAt: new Date() });
        ended = await auth.endSessionsOfUser(id, { tx });
        await passwordLinks.revokeAll(id, { tx });
        await audit.record(
          {
            ...auditActor(actor),
            action: 'user.deactivated',
            entityType: 'user',
            entityId: id,
            details: { sessionsEnded: ended.length },
          },
          tx,
        );
        const row = await getUserWithDealerships(tx, id);
        if (!row) throw notFound('User');
        return row;
      });
      auth.announceEnded(ended);
      return toUserDto(after);
    },

    /** The Team screen's "send reset link" (or re-send an invitation). */
    async sendPasswordLink(actor: Actor, id: number) {
      const user = await requireTarget(actor, id);
      if (user.deactivatedAt) throw conflict('Reactivate the user first');
      const result = await passwordLinks.resend({ ...user, name: displayName(user) });
      await audit.record({
        ...auditActor(actor),
        action: 'user.password_link_sent',
        entityType: 'user',
        entityId: id,
        details: { delivery: result.delivery },
      });
      return result;
    },
  };
}
