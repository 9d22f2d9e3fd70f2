import { useEffect, useState } from 'react';
import { useDealershipFilter } from './use-dealership-filter';
import { useDealerships } from './use-dealerships';

/** The store a settings screen edits: the shell's selected one, else the first; then whatever the user picks. */
export function usePickedDealership() {
  const { data: dealerships, isPending } = useDealerships();
  const { dealershipId: filter } = useDealershipFilter();
  const [dealershipId, setDealershipId] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (dealershipId !== undefined || !dealerships?.length) return;
    const preferred = filter === 'all' ? undefined : dealerships.find((d) => d.id === filter);
    setDealershipId((preferred ?? dealerships[0])?.id);
  }, [dealerships, dealershipId, filter]);

  return { dealerships, isPending, dealershipId, setDealershipId };
}
