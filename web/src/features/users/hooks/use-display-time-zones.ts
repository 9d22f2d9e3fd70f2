import type { DealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { setDisplayTimeZones } from '@/lib/format-time';
import { useUserSettings } from '../api/get-user-settings';

/** The group's zone, used where all stores are shown together (docs/architecture.md, time zones). */
const GROUP_TIME_ZONE = 'America/New_York';

/**
 * Points every time on screen at the person's zone, and names it when the selected store's differs (all stores:
 * their one zone when they share it, else the group's). Set during
 * render, before the pages below format anything; a change of either zone re-renders the shell and its pages.
 */
export function useDisplayTimeZones(dealershipId: DealershipFilter) {
  const { data: settings } = useUserSettings();
  const { data: dealerships } = useDealerships();
  // All of a person's stores in one zone (a salesperson of one store): their days are that zone's, not the group's.
  const ownZones = new Set(dealerships?.map((d) => d.timezone));
  const allStoresZone = ownZones.size === 1 ? [...ownZones][0] : undefined;
  const store =
    dealershipId === 'all'
      ? (allStoresZone ?? GROUP_TIME_ZONE)
      : (dealerships?.find((d) => d.id === dealershipId)?.timezone ?? GROUP_TIME_ZONE);
  const user = settings?.timezone;
  setDisplayTimeZones({ user, store });
  return `${user ?? ''}|${store}`;
}
