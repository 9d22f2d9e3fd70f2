import { randomBytes } from 'node:crypto';
import type { UpdateUserSettingsSchema } from '@lead-manager/contracts/users';
import { TIMEZONES, type UserSettings } from '@lead-manager/contracts/users';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { PasswordLinksService } from '../auth/password-links.service';
import { findAllDealershipIds } from '../dealerships/dealerships.queries';
import { createAccountsService } from './users.accounts';
import { getUserById, type UserRow } from './users.queries';
import { countUsers, insertUser, updateUser } from './users.repo';

export { setPasswordHash } from './user-passwords';

export function settingsOf(user: UserRow): UserSettings {
  const saved = user.settings as Partial<UserSettings>;
  return {
    fullName: user.name || saved.fullName || user.username,
    email: saved.email ?? user.email,
    phone: saved.phone ?? '',
    emailNotifications: saved.emailNotifications ?? true,
    smsNotifications: saved.smsNotifications ?? true,
    soundNotifications: saved.soundNotifications ?? false,
    timezone: saved.timezone ?? TIMEZONES[0],
    language: saved.language ?? 'en',
    theme: saved.theme ?? 'light',
  };
}

export function createUsersService(
  { db }: Pick<ServiceDeps, 'db'>,
  deps: {
    audit: Pick<AuditService, 'record'>;
    auth: Pick<AuthService, 'endSessionsOfUser' | 'announceEnded'>;
    passwordLinks: Pick<PasswordLinksService, 'issue' | 'resend' | 'revokeAll'>;
  },
) {
  async function requireUser(id: number) {
    const user = await getUserById(db, id);
    if (!user) throw notFound('User');
    return user;
  }

  return {
    ...createAccountsService({ db }, deps),

    /** Seeding and tests: an account with a known password, no rules applied. */
    async createUser(values: {
      email: string;
      password: string;
      role: string;
      username?: string;
      name?: string;
      dealershipIds: number[];
    }) {
      return insertUser(db, {
        username: values.username ?? values.email.split('@')[0] ?? values.email,
        name: values.name,
        email: values.email,
        passwordHash: await hashPassword(values.password),
        role: values.role,
        dealershipIds: values.dealershipIds,
      });
    },

    /**
     * First start only: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or a demo admin with a generated
     * password that the caller prints once. Returns undefined when users already exist.
     */
    async ensureAdmin(env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
      if ((await countUsers(db)) > 0) return undefined;
      const email = (env.ADMIN_EMAIL ?? 'admin@lakeside-auto.example').toLowerCase();
      const generated = !env.ADMIN_PASSWORD;
      const password = env.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
      await this.createUser({
        email,
        password,
        role: 'admin',
        username: 'admin',
        dealershipIds: await findAllDealershipIds(db, ALL_DEALERSHIPS),
      });
      return { email, password, generated };
    },

    async getSettings(userId: number): Promise<UserSettings> {
      return settingsOf(await requireUser(userId));
    },

    async updateSettings(
      userId: number,
      changes: z.output<typeof UpdateUserSettingsSchema>,
    ): Promise<UserSettings> {
      const user = await requireUser(userId);
      const next = { ...settingsOf(user), ...changes };
      // The full name is the account's name: colleagues see the same one on the Team screen and on leads.
      const saved = await updateUser(db, userId, { settings: next, name: next.fullName });
      if (!saved) throw notFound('User');
      return settingsOf(saved);
    },

    /**
     * Ends every other session of the user and revokes their pending links: whoever else knew the old password, or
     * holds a link sent before, is shut out.
     */
    async changePassword(
      userId: number,
      currentPassword: string,
      newPassword: string,
      currentSessionId?: string,
    ) {
      const user = await requireUser(userId);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('Current password is wrong', [{ path: 'currentPassword', message: 'is wrong' }]);
      }
      const passwordHash = await hashPassword(newPassword);
      const ended = await db.transaction(async (tx) => {
        await updateUser(tx, userId, { passwordHash });
        const ended = await deps.auth.endSessionsOfUser(userId, { except: currentSessionId, tx });
        await deps.passwordLinks.revokeAll(userId, { tx });
        await deps.audit.record(
          {
            actorUserId: userId,
            actorEmail: user.email,
            action: 'auth.password_changed',
            entityType: 'user',
            entityId: userId,
            details: { otherSessionsEnded: ended.length },
          },
          tx,
        );
        return ended;
      });
      deps.auth.announceEnded(ended);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
