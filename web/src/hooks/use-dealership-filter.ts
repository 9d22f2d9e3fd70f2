import { createContext, useContext } from 'react';

/** The shell's Active Dealership: 'all' or a dealership id, shared by every screen (SPEC §4). */
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
