import { LEAD_STATUSES, type LeadStatus } from '@lead-manager/contracts/leads';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ExportLeadsButton } from '@/features/lead-import/components/export-leads-button';
import { useBulkUpdateLeads } from '@/features/leads/api/bulk-update-leads';
import { errorText } from '@/lib/api-client';
import { formatNumber, humanize } from '@/lib/format';

const statusLabel = (status: string) => humanize(status).replace(/^\w/, (c) => c.toUpperCase());

import { toast } from '@/lib/toast-store';

/** What can be done to the selected leads at once: change their status, export them, or let go of them. */
export function LeadsBulkBar({ selected, onClear }: { selected: ReadonlySet<number>; onClear: () => void }) {
  const bulk = useBulkUpdateLeads();
  const ids = [...selected];
  const count = formatNumber(ids.length);
  const changeStatus = (status: LeadStatus) =>
    bulk.mutate(
      { ids, changes: { status } },
      {
        onSuccess: ({ updated }) =>
          toast({
            title: `${formatNumber(updated)} ${updated === 1 ? 'lead' : 'leads'} set to ${statusLabel(status)}`,
          }),
        onError: (error) =>
          toast({
            title: 'Could not change the status',
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section
      aria-label="Selected leads"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 shadow-sm"
    >
      <p className="px-2 text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      <Select value="" onValueChange={(v) => changeStatus(v as LeadStatus)} disabled={bulk.isPending}>
        <SelectTrigger aria-label="Change status of the selected leads" className="h-8 w-44">
          <SelectValue placeholder="Change status" />
        </SelectTrigger>
        <SelectContent>
          {LEAD_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {statusLabel(s)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ExportLeadsButton query={{ ids: ids.join(',') }} label="Export selected" size="sm" />
      <Button variant="ghost" size="sm" onClick={onClear}>
        <XIcon aria-hidden /> Clear selection
      </Button>
    </section>
  );
}
