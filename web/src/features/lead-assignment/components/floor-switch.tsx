import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { useAvailability, useSetAvailability } from '../api/availability';

/** "On the floor": the person takes new leads under the store's assignment rule. */
export function FloorSwitch() {
  const { t } = useTranslation();
  const { data } = useAvailability();
  const setAvailability = useSetAvailability();
  const available = data?.available ?? false;
  return (
    <div className="hidden shrink-0 items-center gap-2 text-xs whitespace-nowrap text-muted-foreground sm:flex">
      <Switch
        id="on-the-floor"
        checked={available}
        disabled={!data || setAvailability.isPending}
        onCheckedChange={(checked) => setAvailability.mutate({ available: checked })}
      />
      <label htmlFor="on-the-floor">{t('leadAssignment.floorSwitch.onTheFloor')}</label>
    </div>
  );
}
