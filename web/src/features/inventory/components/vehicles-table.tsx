import type { Vehicle } from '@lead-manager/contracts/inventory';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

/** The store's stock, one row per unit: what it is, its colour, stock number and VIN, price (staff only), status. */
export function VehiclesTable({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useTranslation();
  if (vehicles.length === 0)
    return <p className="p-6 text-center text-sm text-muted-foreground">{t('inventory.table.empty')}</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('inventory.table.vehicle')}</TableHead>
          <TableHead>{t('inventory.table.condition')}</TableHead>
          <TableHead>{t('inventory.table.color')}</TableHead>
          <TableHead>{t('inventory.table.stock')}</TableHead>
          <TableHead className="text-right">{t('inventory.table.mileage')}</TableHead>
          <TableHead className="text-right">{t('inventory.table.price')}</TableHead>
          <TableHead>{t('inventory.table.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vehicles.map((v) => (
          <TableRow key={v.id}>
            <TableCell className="whitespace-normal">
              <div className="font-medium">{[v.year, v.make, v.model, v.trim].filter(Boolean).join(' ')}</div>
              {v.features ? (
                <div className="line-clamp-1 max-w-md text-xs text-muted-foreground">{v.features}</div>
              ) : null}
            </TableCell>
            <TableCell>{v.condition ? t(`inventory.condition.${v.condition}`) : ''}</TableCell>
            <TableCell className="whitespace-normal">{v.exteriorColor}</TableCell>
            <TableCell>
              <div>{v.stockNumber}</div>
              <div className="font-mono text-xs text-muted-foreground">{v.vin}</div>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {v.mileage === null ? '' : formatNumber(v.mileage)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {v.price === null ? '' : t('inventory.table.priceValue', { price: v.price })}
            </TableCell>
            <TableCell>
              <Badge variant={v.status === 'in_stock' ? 'success' : 'muted'}>
                {t(`inventory.status.${v.status}`)}
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
