import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Me, Role } from '@lead-manager/contracts/users';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuditService } from '../audit/audit.service';
import { findUserByEmail, getDealershipIdsOfUser, type UserRow } from '../users/users.queries';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findLiveSessionIds,
  findUserOfSession,
  insertSession,
} from './auth.repo';

export type AuthUser = Me;

/** Session ids and password-link ids are the SHA-256 of the secret the browser holds. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verifying against a real hash when the email is unknown keeps the timing of both failures alike.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export function createAuthService(deps: { db: Db; sessionTtlHours: number; audit: AuditService }) {
  const { db, audit } = deps;
  // Sessions ended by this process: the realtime module closes their sockets at once (other instances find out
  // on their next check of the sessions table).
  const ended = new EventEmitter().setMaxListeners(0);
  const announce = (sessionIds: string[]) => {
    if (sessionIds.length) ended.emit('ended', sessionIds);
  };

  async function toAuthUser(user: UserRow): Promise<AuthUser> {
    return {
      id: user.id,
      username: user.username,
      name: user.name || user.username,
      email: user.email,
      role: user.role as Role,
      dealershipIds: await getDealershipIdsOfUser(db, user.id),
    };
  }

  return {
    /** Checks the password and opens a session; the returned token goes into the cookie only. */
    async login(email: string, password: string, context: { ip?: string } = {}) {
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !ok || user.deactivatedAt) {
        // The typed address is kept (cut short) so an admin can see guessing at accounts that do not exist.
        await audit.record({
          actorUserId: null,
          actorEmail: email.slice(0, 200),
          action: 'auth.sign_in_failed',
          entityType: 'user',
          entityId: user?.id ?? null,
          details: {
            ip: context.ip ?? null,
            ...(ok && user?.deactivatedAt ? { reason: 'deactivated' } : {}),
          },
        });
        throw unauthorized('Invalid email or password');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + deps.sessionTtlHours * 3600_000);
      await insertSession(db, { id: hashToken(token), userId: user.id, expiresAt });
      await audit.record({
        actorUserId: user.id,
        actorEmail: user.email,
        action: 'auth.signed_in',
        entityType: 'user',
        entityId: user.id,
        details: { ip: context.ip ?? null },
      });
      return { token, expiresAt, user: await toAuthUser(user) };
    },

    async logout(token: string | undefined) {
      if (!token) return;
      const id = hashToken(token);
      await deleteSession(db, id);
      announce([id]);
    },

    async authenticate(token: string | undefined): Promise<AuthUser | null> {
      if (!token) return null;
      const user = await findUserOfSession(db, hashToken(token), new Date());
      return user ? { ...user, role: user.role as Role } : null;
    },

    /** The stored id of the session a cookie token opens (sockets are tied to it). */
    sessionIdOf(token: string | undefined): string | undefined {
      return token ? hashToken(token) : undefined;
    },

    /**
     * Ends every session of a user (deactivation, password set), except the one named (a password change), and
     * answers their ids. Inside a transaction (`tx`), call `announceEnded` with them once it has committed: a
     * socket closed earlier asks who it is while the session still looks alive, and stays signed in.
     */
    async endSessionsOfUser(userId: number, options: { except?: string; tx?: Db } = {}) {
      const ids = await deleteSessionsOfUser(options.tx ?? db, userId, options.except);
      if (!options.tx) announce(ids);
      return ids;
    },

    /** Closes the sockets of sessions a committed transaction ended. */
    announceEnded: announce,

    /** Of the ids given, those still open: unexpired, of an active user. */
    async liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
      return new Set(await findLiveSessionIds(db, sessionIds, new Date()));
    },

    async purgeExpiredSessions(now = new Date()) {
      return deleteExpiredSessions(db, now);
    },

    onSessionsEnded(listener: (sessionIds: string[]) => void) {
      ended.on('ended', listener);
      return () => void ended.off('ended', listener);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
