import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import {
  findAdminIds,
  findManagerIds,
  findMember,
  findMembers,
  findUsersByIds,
  setAvailable,
} from './team.repo';
import { getUserById } from './users.queries';
import { settingsOf } from './users.service';

/** The people of a store as other modules need them: owners, managers, who is on the floor, how to reach them. */
export function createTeamService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    /** Nobody for a store outside the scope; jobs pass ALL_DEALERSHIPS. */
    members: (scope: Scope, dealershipId: number) => findMembers(db, scope, dealershipId),
    /** The user if they work for the store (admins work for every store). */
    member: (scope: Scope, dealershipId: number, userId: number) =>
      findMember(db, scope, dealershipId, userId),
    /** Pass `tx` when asking from inside a transaction. */
    managerIds: (scope: Scope, dealershipId: number, tx: Db = db) => findManagerIds(tx, scope, dealershipId),
    /** Every active admin. */
    adminIds: () => findAdminIds(db),

    async isAvailable(userId: number): Promise<boolean> {
      const user = await getUserById(db, userId);
      if (!user) throw notFound('User');
      return user.available;
    },
    setAvailable: (userId: number, available: boolean) => setAvailable(db, userId, available),

    /** Where and how each person wants to be told: their profile's e-mail, phone, switches, zone and language. */
    async contacts(userIds: number[], tx: Db = db) {
      const rows = await findUsersByIds(tx, userIds);
      return rows.map((user) => ({ id: user.id, ...settingsOf(user) }));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
