import { useTranslation } from 'react-i18next';
import { DealershipOptions } from '@/components/dealership-options';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';

export function DealershipSelector() {
  const { t } = useTranslation();
  const { dealershipId, setDealershipId } = useDealershipFilter();
  const { data: dealerships } = useDealerships();
  return (
    <div className="space-y-1.5">
      <span
        id="active-dealership-label"
        className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('shell.dealershipSelector.activeDealership')}
      </span>
      <Select
        value={String(dealershipId)}
        onValueChange={(v) => setDealershipId(v === 'all' ? 'all' : Number(v))}
      >
        <SelectTrigger
          aria-labelledby="active-dealership-label"
          data-testid="dealership-selector"
          // A long store name or "Todos los concesionarios" wraps in the narrow sidebar instead of being cut.
          className="h-auto min-h-9 py-1.5 text-left [&>span]:whitespace-normal"
        >
          <SelectValue placeholder={t('shell.dealershipSelector.allDealerships')} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">
            <span
              aria-hidden
              className="inline-block size-2 rounded-full bg-gradient-to-r from-brand-chevrolet via-brand-ford to-brand-hyundai"
            />
            {t('shell.dealershipSelector.allDealerships')}
          </SelectItem>
          <DealershipOptions dealerships={dealerships} />
        </SelectContent>
      </Select>
    </div>
  );
}
