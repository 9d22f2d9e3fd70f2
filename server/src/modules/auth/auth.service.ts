import { createHash, randomBytes } from 'node:crypto';
import type { Me, Role } from '@lead-manager/contracts/users';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, getDealershipIdsOfUser, type UserRow } from '../users/users.repo';
import { deleteSession, findUserOfSession, insertSession } from './auth.repo';

export type AuthUser = Me;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verifying against a real hash when the email is unknown keeps the timing of both failures alike.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export function createAuthService(deps: { db: Db; sessionTtlHours: number }) {
  const { db } = deps;

  async function toAuthUser(user: UserRow): Promise<AuthUser> {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role as Role,
      dealershipIds: await getDealershipIdsOfUser(db, user.id),
    };
  }

  return {
    /** Checks the password and opens a session; the returned token goes into the cookie only. */
    async login(email: string, password: string) {
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !ok) throw unauthorized('Invalid email or password');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + deps.sessionTtlHours * 3600_000);
      await insertSession(db, { id: hashToken(token), userId: user.id, expiresAt });
      return { token, expiresAt, user: await toAuthUser(user) };
    },

    async logout(token: string | undefined) {
      if (token) await deleteSession(db, hashToken(token));
    },

    async authenticate(token: string | undefined): Promise<AuthUser | null> {
      if (!token) return null;
      const user = await findUserOfSession(db, hashToken(token), new Date());
      return user ? { ...user, role: user.role as Role } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
