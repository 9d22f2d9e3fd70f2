import type { Db } from '../../db/client';
import { updateUser } from './users.repo';

/**
 * The users module's one write other modules make: a new password hash, inside the caller's transaction (a password
 * link is used up in the same transaction, so a link never sets a password twice).
 */
export function setPasswordHash(tx: Db, userId: number, passwordHash: string) {
  return updateUser(tx, userId, { passwordHash });
}
