import { useTranslation } from 'react-i18next';
import { LeadCard } from './lead-card';
import { type LeadListProps, pageSelection } from './page-selection';

/** The Leads screen as cards (phones, or by choice): each card can be chosen for the bulk bar, or the whole page. */
export function LeadCards({ leads, selected, onSelectedChange, onView, onChat, onSchedule }: LeadListProps) {
  const { t } = useTranslation();
  const { allOnPage, toggle, togglePage } = pageSelection(leads, selected, onSelectedChange);
  return (
    <div className="space-y-3">
      <label className="flex min-h-10 w-fit cursor-pointer items-center gap-2 text-sm text-muted-foreground">
        <input type="checkbox" className="size-5 accent-primary" checked={allOnPage} onChange={togglePage} />
        {t('leads.leadsTable.selectEveryLeadOnThis')}
      </label>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        aria-label={t('pages.leads.leads')}
      >
        {leads.map((lead) => (
          <li key={lead.id}>
            <LeadCard
              lead={lead}
              onView={onView}
              onChat={onChat}
              onSchedule={onSchedule}
              selected={selected.has(lead.id)}
              onToggleSelected={() => toggle(lead.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
