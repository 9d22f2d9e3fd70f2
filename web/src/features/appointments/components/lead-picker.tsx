import type { Lead } from '@lead-manager/contracts/leads';
import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatPhone } from '@/lib/format';
import { useLeadOptions } from '../api/find-lead-options';

/** Search-as-you-type lead chooser: scales to any number of leads. */
export function LeadPicker({
  value,
  onChange,
  dealershipId,
  invalid,
  labelId,
}: {
  value: Lead | null;
  onChange: (lead: Lead | null) => void;
  dealershipId: 'all' | number;
  invalid?: boolean;
  labelId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const options = useLeadOptions(dealershipId, debounced, value === null);
  const listId = useId();

  if (value) {
    return (
      <fieldset
        className="flex items-center gap-3 rounded-md border bg-muted/40 p-2"
        aria-labelledby={labelId}
      >
        <InitialsAvatar id={value.id} name={value.name} className="size-8 text-xs" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{value.name}</p>
          <p className="truncate text-xs text-muted-foreground">{value.email ?? formatPhone(value.phone)}</p>
        </div>
        <DealershipBadge dealershipId={value.dealershipId} />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('appointments.leadPicker.changeLead')}
          onClick={() => onChange(null)}
        >
          <XIcon aria-hidden />
        </Button>
      </fieldset>
    );
  }

  const items = options.data?.items ?? [];
  return (
    <div className="space-y-2">
      <SearchInput
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-invalid={invalid ? true : undefined}
        placeholder={t('appointments.leadPicker.searchLeadsByNameEmail')}
        value={search}
        onValueChange={setSearch}
      />
      <ul
        id={listId}
        aria-label={t('appointments.leadPicker.matchingLeads')}
        className="max-h-44 space-y-0.5 overflow-y-auto rounded-md border p-1"
      >
        {options.isPending ? (
          <li className="px-2 py-2 text-sm text-muted-foreground">
            {t('appointments.leadPicker.searching')}
          </li>
        ) : items.length === 0 ? (
          <li className="px-2 py-2 text-sm text-muted-foreground">
            {t('appointments.leadPicker.noLeadsFound')}
          </li>
        ) : (
          items.map((lead) => (
            <li key={lead.id}>
              <button
                type="button"
                onClick={() => onChange(lead)}
                className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-medium">{lead.name}</span>
                  <span className="text-muted-foreground"> · {lead.vehicleInterest ?? lead.email ?? ''}</span>
                </span>
              </button>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
