import { DealershipOptions } from '@/components/dealership-options';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';

export function DealershipSelector() {
  const { dealershipId, setDealershipId } = useDealershipFilter();
  const { data: dealerships } = useDealerships();
  return (
    <div className="space-y-1.5">
      <span
        id="active-dealership-label"
        className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Active Dealership
      </span>
      <Select
        value={String(dealershipId)}
        onValueChange={(v) => setDealershipId(v === 'all' ? 'all' : Number(v))}
      >
        <SelectTrigger aria-labelledby="active-dealership-label" data-testid="dealership-selector">
          <SelectValue placeholder="All Dealerships" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">
            <span
              aria-hidden
              className="inline-block size-2 rounded-full bg-gradient-to-r from-brand-chevrolet via-brand-ford to-brand-hyundai"
            />
            All Dealerships
          </SelectItem>
          <DealershipOptions dealerships={dealerships} />
        </SelectContent>
      </Select>
    </div>
  );
}
