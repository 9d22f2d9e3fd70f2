import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useAvailability, useSetAvailability } from '../api/availability';

/**
 * "On the floor": the person takes new leads under the store's assignment rule. The header shows it from 640 px,
 * the phone's menu below that, as a whole row a finger can tap (44 px high).
 */
export function FloorSwitch({ place }: { place: 'header' | 'menu' }) {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useAvailability();
  const setAvailability = useSetAvailability();
  const available = data?.available ?? false;
  return (
    <div
      className={cn(
        'shrink-0 items-center gap-2 whitespace-nowrap text-muted-foreground',
        place === 'header' ? 'hidden text-xs sm:flex' : 'mt-3 flex text-sm sm:hidden',
      )}
    >
      <Switch
        id={id}
        checked={available}
        disabled={!data || setAvailability.isPending}
        onCheckedChange={(checked) => setAvailability.mutate({ available: checked })}
      />
      <label htmlFor={id} className={cn(place === 'menu' && 'min-h-11 flex-1 content-center')}>
        {t('leadAssignment.floorSwitch.onTheFloor')}
      </label>
    </div>
  );
}
