import type { MatchedVehicle as Matched } from '@lead-manager/contracts/inventory';
import { useTranslation } from 'react-i18next';

/** The stock unit the lead's vehicle of interest names: what it is, its stock number, in stock or sold. */
export function MatchedVehicle({ vehicle }: { vehicle: Matched }) {
  const { t } = useTranslation();
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  return (
    <span>
      {t('leads.leadDetailsDialog.stockUnit', {
        name,
        color: vehicle.exteriorColor ?? '',
        stock: vehicle.stockNumber ?? vehicle.vin ?? '',
      })}{' '}
      <span
        className={vehicle.status === 'sold' ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-300'}
      >
        {t(`leads.leadDetailsDialog.stockStatus.${vehicle.status}`)}
      </span>
    </span>
  );
}
