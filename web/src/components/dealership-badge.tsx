import { useDealership } from '@/hooks/use-dealerships';
import { brandBadgeClass, brandDotClass, stripDealershipPrefix, unknownText } from '@/lib/format';
import { cn } from '@/lib/utils';

export function BrandDot({ brand, className }: { brand: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-2 shrink-0 rounded-full dark:ring-1 dark:ring-white/50',
        brandDotClass(brand),
        className,
      )}
    />
  );
}

/** Dealership name without the group prefix, tinted by brand; 'Unknown' when the id is not known. */
export function DealershipBadge({ dealershipId, className }: { dealershipId: number; className?: string }) {
  const dealership = useDealership(dealershipId);
  const name = dealership ? stripDealershipPrefix(dealership.name) : unknownText();
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        brandBadgeClass(dealership?.brand),
        className,
      )}
    >
      <BrandDot brand={dealership?.brand} />
      {name}
    </span>
  );
}
