import { randomBytes } from 'node:crypto';
import type { PasswordLinkResult } from '@lead-manager/contracts/users';
import type { Logger } from 'pino';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { emailSenderFrom } from '../../integrations/messaging/provider-sender';
import { badRequest } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { AuditService } from '../audit/audit.service';
import { findUserByEmail, getUserById } from '../users/users.queries';
import {
  consumePasswordToken,
  hasUnansweredInvitation,
  insertPasswordToken,
  revokePasswordTokens,
} from './auth.repo';
import { type AuthService, hashToken } from './auth.service';

export type PasswordLinkPurpose = 'invite' | 'reset';

/** An invitation stays valid 72 hours, so a new hire has a few days to answer it; a reset link a day. */
const LINK_HOURS: Record<PasswordLinkPurpose, number> = { invite: 72, reset: 24 };
const SET_PASSWORD_PATH = '/set-password';

const invalidLink = () =>
  badRequest('This link is no longer valid: ask for a new one', [
    { path: 'token', message: 'is used, expired or unknown' },
  ]);

function messageFor(purpose: PasswordLinkPurpose, link: string, name: string) {
  const hours = LINK_HOURS[purpose];
  if (purpose === 'invite') {
    return {
      subject: 'You are invited to Lead Manager',
      content: `Hello ${name},\n\nYou have been given an account on Lead Manager. Choose your password here (the link works once, for ${hours} hours):\n\n${link}\n`,
    };
  }
  return {
    subject: 'Reset your Lead Manager password',
    content: `Hello ${name},\n\nA password reset was asked for your Lead Manager account. Choose a new password here (the link works once, for ${hours} hours):\n\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
  };
}

/**
 * One-time links that set a password, e-mailed over SMTP. Only the token's hash is stored. Without SMTP the link
 * is handed back to the admin or manager who asked (never logged), so an offline install can still add people.
 * A new link replaces the pending ones of its own purpose; setting a password by any link revokes all the others.
 */
export function createPasswordLinksService(
  deps: { db: Db; config: Config; logger: Logger },
  {
    auth,
    audit,
    setPasswordHash,
  }: {
    auth: Pick<AuthService, 'endSessionsOfUser' | 'announceEnded'>;
    audit: Pick<AuditService, 'record'>;
    /** The users module's write (users.service), passed in because users' accounts issue these links. */
    setPasswordHash: (tx: Db, userId: number, passwordHash: string) => Promise<unknown>;
  },
) {
  const { db, config, logger } = deps;
  const sender = config.SMTP_HOST ? emailSenderFrom(config, logger) : undefined;

  async function issue(
    user: { id: number; email: string; name: string },
    purpose: PasswordLinkPurpose,
  ): Promise<PasswordLinkResult> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_HOURS[purpose] * 3600_000);
    await insertPasswordToken(db, { id: hashToken(token), userId: user.id, purpose, expiresAt });
    const link = `${config.publicBaseUrl}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    const expires = expiresAt.toISOString();
    if (!sender) return { delivery: 'not_sent', expiresAt: expires, link };
    try {
      await sender.send({
        channel: 'email',
        to: user.email,
        idempotencyKey: `password-link-${hashToken(token).slice(0, 16)}`,
        ...messageFor(purpose, link, user.name),
      });
      return { delivery: 'sent', expiresAt: expires };
    } catch (err) {
      logger.warn({ err, userId: user.id, purpose }, 'password link e-mail failed');
      return { delivery: 'failed', expiresAt: expires };
    }
  }

  return {
    issue,

    /** The Team screen's link: the invitation again for someone who never answered it, otherwise a reset link. */
    async resend(user: { id: number; email: string; name: string }) {
      return issue(user, (await hasUnansweredInvitation(db, user.id)) ? 'invite' : 'reset');
    },

    /**
     * Every pending link of the user stops working: their password, role or address changed, or they were
     * deactivated, so a link sent before must not reopen the account. Pass `tx` to join the caller's change.
     */
    async revokeAll(userId: number, options: { tx?: Db } = {}) {
      await revokePasswordTokens(options.tx ?? db, userId);
    },

    /** Sets the password from a link, once, and ends every session the user had. */
    async redeem(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      let ended: string[] = [];
      const userId = await db.transaction(async (tx) => {
        const used = await consumePasswordToken(tx, hashToken(token), new Date());
        if (!used) throw invalidLink();
        const user = await getUserById(tx, used.userId);
        if (!user || user.deactivatedAt) throw invalidLink();
        await setPasswordHash(tx, user.id, passwordHash);
        await revokePasswordTokens(tx, user.id);
        ended = await auth.endSessionsOfUser(user.id, { tx });
        await audit.record(
          {
            actorUserId: user.id,
            actorEmail: user.email,
            action: 'auth.password_set',
            entityType: 'user',
            entityId: user.id,
            details: { by: used.purpose === 'invite' ? 'invitation' : 'reset link' },
          },
          tx,
        );
        return user.id;
      });
      auth.announceEnded(ended);
      return { userId };
    },

    /** Public "forgot password": the same answer whether or not the address has an account. */
    async requestReset(email: string, context: { ip?: string }) {
      const user = await findUserByEmail(db, email);
      await audit.record({
        actorUserId: null,
        actorEmail: email.slice(0, 200),
        action: 'auth.password_reset_requested',
        entityType: 'user',
        entityId: user?.id ?? null,
        details: { ip: context.ip ?? null },
      });
      if (!user || user.deactivatedAt) return;
      const result = await issue({ ...user, name: user.name || user.username }, 'reset');
      if (result.delivery === 'not_sent')
        logger.warn('password reset asked for, but no SMTP server is configured');
    },
  };
}

export type PasswordLinksService = ReturnType<typeof createPasswordLinksService>;
