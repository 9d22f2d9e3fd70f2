import type { Dealership } from '@lead-manager/contracts/dealerships';
import { useTranslation } from 'react-i18next';
import { DealershipOptions } from './dealership-options';
import { Label } from './ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from './ui/select';

/** The "Dealership" select at the top of a per-store settings screen. */
export function DealershipPicker({
  name,
  dealerships,
  isPending,
  value,
  onChange,
}: {
  /** Prefix of the label's id and the trigger's test id. */
  name: string;
  dealerships: Dealership[] | undefined;
  isPending: boolean;
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="w-full space-y-1.5 sm:w-64">
      <Label id={`${name}-label`}>{t('common.dealershipPicker.dealership')}</Label>
      <Select value={value ? String(value) : ''} onValueChange={(v) => onChange(Number(v))}>
        <SelectTrigger aria-labelledby={`${name}-label`} data-testid={name}>
          <SelectValue
            placeholder={
              isPending
                ? t('common.dealershipPicker.loading')
                : t('common.dealershipPicker.chooseADealership')
            }
          />
        </SelectTrigger>
        <SelectContent>
          <DealershipOptions dealerships={dealerships} />
        </SelectContent>
      </Select>
    </div>
  );
}
