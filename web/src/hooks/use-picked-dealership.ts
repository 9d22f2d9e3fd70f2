import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { askToDiscard } from '@/lib/unsaved-changes';
import { useDealershipFilter } from './use-dealership-filter';
import { useDealerships } from './use-dealerships';

/** The search parameter that names the store a settings screen shows (`/webhook-setup?store=2`). */
const STORE_PARAM = 'store';

/** A settings screen with a store picked: a link from another screen, kept on reload and back. */
export const storeHref = (path: string, dealershipId: number) => `${path}?${STORE_PARAM}=${dealershipId}`;

/**
 * The store a settings screen edits: the one the URL names (`?store=`), else the shell's selected one, else the
 * first; a pick is written to the URL, so reload, back and a shared link keep it. Picking another store over unsaved
 * edits asks first, as leaving the screen does.
 */
export function usePickedDealership() {
  const { data: dealerships, isPending } = useDealerships();
  const { dealershipId: filter } = useDealershipFilter();
  const [params, setParams] = useSearchParams();
  const [fallback, setFallback] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (fallback !== undefined || !dealerships?.length) return;
    const preferred = filter === 'all' ? undefined : dealerships.find((d) => d.id === filter);
    setFallback((preferred ?? dealerships[0])?.id);
  }, [dealerships, fallback, filter]);

  // A store the URL names that this person cannot see (or that is gone) falls back as if none were named.
  const named = Number(params.get(STORE_PARAM));
  const dealershipId = dealerships?.some((d) => d.id === named) ? named : fallback;

  const pickDealership = useCallback(
    (id: number) => {
      void askToDiscard().then((discard) => {
        if (!discard) return;
        // Replaced, not pushed: back leaves the screen rather than stepping through the stores looked at.
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set(STORE_PARAM, String(id));
            return next;
          },
          { replace: true },
        );
      });
    },
    [setParams],
  );

  return { dealerships, isPending, dealershipId, setDealershipId: pickDealership };
}
