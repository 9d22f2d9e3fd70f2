import { createContext, useContext } from 'react';

/** The shell's Active Dealership: 'all' or a dealership id, one for every screen so they agree. */
export type DealershipFilter = 'all' | number;

export type DealershipFilterContextValue = {
  dealershipId: DealershipFilter;
  setDealershipId: (value: DealershipFilter) => void;
};

export const DealershipFilterContext = createContext<DealershipFilterContextValue>({
  dealershipId: 'all',
  setDealershipId: () => {},
});

export function useDealershipFilter() {
  return useContext(DealershipFilterContext);
}
