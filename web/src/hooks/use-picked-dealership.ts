import { useCallback, useEffect, useState } from 'react';
import { askToDiscard } from '@/lib/unsaved-changes';
import { useDealershipFilter } from './use-dealership-filter';
import { useDealerships } from './use-dealerships';

/**
 * The store a settings screen edits: the shell's selected one, else the first; then whatever the user picks. Picking
 * another store over unsaved edits asks first, as leaving the screen does.
 */
export function usePickedDealership() {
  const { data: dealerships, isPending } = useDealerships();
  const { dealershipId: filter } = useDealershipFilter();
  const [dealershipId, setDealershipId] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (dealershipId !== undefined || !dealerships?.length) return;
    const preferred = filter === 'all' ? undefined : dealerships.find((d) => d.id === filter);
    setDealershipId((preferred ?? dealerships[0])?.id);
  }, [dealerships, dealershipId, filter]);

  const pickDealership = useCallback((id: number) => {
    void askToDiscard().then((discard) => {
      if (discard) setDealershipId(id);
    });
  }, []);

  return { dealerships, isPending, dealershipId, setDealershipId: pickDealership };
}
