import type { Dealership } from '@lead-manager/contracts/dealerships';
import { BrandDot } from '@/components/dealership-badge';
import { SelectItem } from '@/components/ui/select';
import { stripDealershipPrefix } from '@/lib/format';

/** One option per dealership, with its brand colour dot and the group prefix stripped: every dealership picker. */
export function DealershipOptions({ dealerships }: { dealerships: Dealership[] | undefined }) {
  return (
    <>
      {dealerships?.map((d) => (
        <SelectItem key={d.id} value={String(d.id)}>
          <BrandDot brand={d.brand} />
          {stripDealershipPrefix(d.name)}
        </SelectItem>
      ))}
    </>
  );
}
