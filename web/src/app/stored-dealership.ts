import type { DealershipFilter } from '@/hooks/use-dealership-filter';

const STORAGE_KEY = 'lead-manager.dealership';

/** The Active Dealership chosen last time on this device: 'all' or an id. */
export function readStoredDealership(): DealershipFilter {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : 'all';
}

export function storeDealership(value: DealershipFilter) {
  localStorage.setItem(STORAGE_KEY, String(value));
}
