import type { InventoryQuery } from '@lead-manager/contracts/inventory';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/labelled-select';
import { SearchAndFilters } from '@/components/search-and-filters';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Search (VIN, stock number, make, model, trim), new/used, colour and status. */
export function VehicleFilters({
  filter,
  search,
  onSearch,
  onChange,
}: {
  filter: InventoryQuery;
  search: string;
  onSearch: (value: string) => void;
  onChange: (changes: Partial<InventoryQuery>) => void;
}) {
  const { t } = useTranslation();
  const conditions = ['all', 'new', 'used', 'cpo'] as const;
  const statuses = ['in_stock', 'sold', 'all'] as const;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchAndFilters
        id="vehicles-search"
        label={t('inventory.filters.search')}
        placeholder={t('inventory.filters.searchPlaceholder')}
        value={search}
        onValueChange={onSearch}
        active={Boolean(filter.color) || (filter.condition ?? 'all') !== 'all' || filter.status !== undefined}
        menusClassName="grid-cols-1 gap-3 sm:grid-cols-3 md:flex md:items-end"
      >
        <LabelledSelect
          id="vehicles-condition"
          label={t('inventory.filters.condition')}
          value={filter.condition ?? 'all'}
          onValueChange={(value) => onChange({ condition: value as InventoryQuery['condition'] })}
          options={conditions.map((c) => ({ value: c, label: t(`inventory.condition.${c}`) }))}
          triggerClassName="md:w-40"
        />
        <div className="space-y-1.5">
          <Label htmlFor="vehicles-color">{t('inventory.filters.color')}</Label>
          <Input
            id="vehicles-color"
            className="md:w-36"
            placeholder={t('inventory.filters.colorPlaceholder')}
            value={filter.color ?? ''}
            onChange={(e) => onChange({ color: e.target.value || undefined })}
          />
        </div>
        <LabelledSelect
          id="vehicles-status"
          label={t('inventory.filters.status')}
          value={filter.status ?? 'in_stock'}
          onValueChange={(value) =>
            onChange({ status: value === 'in_stock' ? undefined : (value as InventoryQuery['status']) })
          }
          options={statuses.map((s) => ({ value: s, label: t(`inventory.status.${s}`) }))}
          triggerClassName="md:w-36"
        />
      </SearchAndFilters>
    </div>
  );
}
