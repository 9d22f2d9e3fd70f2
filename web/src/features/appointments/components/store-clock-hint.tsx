import { useTranslation } from 'react-i18next';
import { storeZoneName } from '@/lib/store-time';

/** Under a date-and-time field: the time typed is the store's wall clock ("In the store’s time (CT)"). */
export function StoreClockHint({ id, zone }: { id: string; zone: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {t('appointments.storeClock', { zone: storeZoneName(zone) })}
    </p>
  );
}
