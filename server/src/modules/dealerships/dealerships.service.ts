import type { Dealership } from '@lead-manager/contracts/dealerships';
import { notFound } from '../../lib/http-errors';
import { canAccess, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../services';
import { type DealershipRow, findDealerships, getDealershipById } from './dealerships.repo';

export function toDealershipDto(row: DealershipRow): Dealership {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    phone: row.phone,
    email: row.email,
    address: row.address,
    timezone: row.timezone,
  };
}

export function createDealershipsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async list(scope: Scope): Promise<Dealership[]> {
      return (await findDealerships(db, scope)).map(toDealershipDto);
    },
    /** The dealership row if the scope may see it; otherwise 404 as if it did not exist. */
    async get(scope: Scope, id: number): Promise<DealershipRow> {
      const row = canAccess(scope, id) ? await getDealershipById(db, id) : undefined;
      if (!row) throw notFound('Dealership');
      return row;
    },
  };
}

export type DealershipsService = ReturnType<typeof createDealershipsService>;
