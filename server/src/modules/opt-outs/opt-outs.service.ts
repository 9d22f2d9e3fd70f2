import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../services';
import { deleteOptOut, hasOptOut, insertOptOut, type OptOutKey } from './opt-outs.repo';

export type { OptOutKey } from './opt-outs.repo';

/** Who asked us to stop, per dealership and channel. Delivery checks it before every send. */
export function createOptOutsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    /** Records the opt-out; true when it is new (so the one confirmation is sent only once). */
    optOut: (key: OptOutKey, reason: string, tx: Db = db) => insertOptOut(tx, key, reason),
    /** START/UNSTOP/YES: true when there was an opt-out to lift. */
    optIn: (key: OptOutKey, tx: Db = db) => deleteOptOut(tx, key),
    isOptedOut: (key: OptOutKey, tx: Db = db) => hasOptOut(tx, key),
  };
}

export type OptOutsService = ReturnType<typeof createOptOutsService>;
