import type { Lead } from '@lead-manager/contracts/leads';

/** What the Leads screen hands its list of leads, as a table or as cards. */
export interface LeadListProps {
  leads: Lead[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onView: (lead: Lead) => void;
  onChat: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
}

/**
 * The Leads screen's selection as one page of leads sees it (the table and the phone cards alike): whether the
 * whole page is chosen, and the new selection after choosing one lead or the whole page.
 */
export function pageSelection(
  leads: readonly { id: number }[],
  selected: ReadonlySet<number>,
  onSelectedChange: (ids: Set<number>) => void,
) {
  const allOnPage = leads.length > 0 && leads.every((lead) => selected.has(lead.id));
  return {
    allOnPage,
    toggle(id: number) {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onSelectedChange(next);
    },
    togglePage() {
      const next = new Set(selected);
      for (const lead of leads) {
        if (allOnPage) next.delete(lead.id);
        else next.add(lead.id);
      }
      onSelectedChange(next);
    },
  };
}
