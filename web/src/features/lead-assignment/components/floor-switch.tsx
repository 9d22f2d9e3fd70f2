import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useAvailability, useSetAvailability } from '../api/availability';

/**
 * "On the floor": the person takes new leads under the store's assignment rule. The header shows it from 640 px,
 * the phone's menu below that (`className` says where it shows).
 */
export function FloorSwitch({ className = 'hidden sm:flex' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useAvailability();
  const setAvailability = useSetAvailability();
  const available = data?.available ?? false;
  return (
    <div
      className={cn('shrink-0 items-center gap-2 text-xs whitespace-nowrap text-muted-foreground', className)}
    >
      <Switch
        id={id}
        checked={available}
        disabled={!data || setAvailability.isPending}
        onCheckedChange={(checked) => setAvailability.mutate({ available: checked })}
      />
      <label htmlFor={id}>{t('leadAssignment.floorSwitch.onTheFloor')}</label>
    </div>
  );
}
