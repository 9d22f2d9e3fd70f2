import type { DealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { setDisplayTimeZones } from '@/lib/format-time';
import { useUserSettings } from '../api/get-user-settings';

/** The group's zone, used where all stores are shown together (docs/architecture.md, time zones). */
const GROUP_TIME_ZONE = 'America/New_York';

/**
 * Points every time on screen at the person's zone, and names it when the selected store's differs. Set during
 * render, before the pages below format anything; a change of either zone re-renders the shell and its pages.
 */
export function useDisplayTimeZones(dealershipId: DealershipFilter) {
  const { data: settings } = useUserSettings();
  const { data: dealerships } = useDealerships();
  const store =
    dealershipId === 'all'
      ? GROUP_TIME_ZONE
      : (dealerships?.find((d) => d.id === dealershipId)?.timezone ?? GROUP_TIME_ZONE);
  const user = settings?.timezone;
  setDisplayTimeZones({ user, store });
  return `${user ?? ''}|${store}`;
}
