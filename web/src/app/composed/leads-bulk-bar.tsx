import { runsStores } from '@lead-manager/contracts/users';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMe } from '@/features/auth/api/get-me';
import { ExportLeadsButton } from '@/features/lead-import/components/export-leads-button';
import { useBulkUpdateLeads } from '@/features/leads/api/bulk-update-leads';
import { BulkOwnerSelect } from '@/features/leads/components/bulk-owner-select';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { errorText } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { changeOf, choiceLabel, STATUS_CHOICES } from '@/lib/lead-status';
import { toast } from '@/lib/toast-store';

/**
 * What can be done to the selected leads at once: change their status or (managers and admins) their owner, export
 * them, or let go of them.
 */
export function LeadsBulkBar({ selected, onClear }: { selected: ReadonlySet<number>; onClear: () => void }) {
  const { t } = useTranslation();
  const bulk = useBulkUpdateLeads();
  const me = useMe();
  const { dealershipId: shown } = useDealershipFilter();
  const { data: myStores } = useDealerships();
  // All of one person's stores is one store: its people can take the leads (a manager of Chevrolet alone).
  const dealershipId = shown === 'all' && myStores?.length === 1 && myStores[0] ? myStores[0].id : shown;
  const mayChangeOwner = runsStores(me.data?.role);
  const ids = [...selected];
  const count = formatNumber(ids.length);
  const changeStatus = (choice: string) =>
    bulk.mutate(
      { ids, changes: changeOf(choice) },
      {
        onSuccess: ({ updated }) =>
          toast({
            title: t('shell.leadsBulkBar.statusChanged', {
              count: updated,
              status: choiceLabel(choice).toLocaleLowerCase(),
            }),
          }),
        onError: (error) =>
          toast({
            title: t('shell.leadsBulkBar.couldNotChangeTheStatus'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  const changeOwner = (owner: { id: number | null; name: string }) =>
    bulk.mutate(
      { ids, changes: { assignedUserId: owner.id } },
      {
        onSuccess: ({ updated }) =>
          toast({ title: t('leads.bulkOwner.done', { count: updated, name: owner.name }) }),
        onError: (error) =>
          toast({
            title: t('leads.bulkOwner.failed'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section
      aria-label={t('shell.leadsBulkBar.selectedLeads')}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 shadow-sm"
    >
      <p className="px-2 text-sm font-medium" aria-live="polite">
        {t('shell.leadsBulkBar.selected', { count })}
      </p>
      <Select value="" onValueChange={changeStatus} disabled={bulk.isPending}>
        <SelectTrigger aria-label={t('shell.leadsBulkBar.changeStatusOfTheSelected')} className="h-8 w-44">
          <SelectValue placeholder={t('shell.leadsBulkBar.changeStatus')} />
        </SelectTrigger>
        <SelectContent>
          {STATUS_CHOICES.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {choiceLabel(choice)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {mayChangeOwner ? (
        <BulkOwnerSelect dealershipId={dealershipId} disabled={bulk.isPending} onChange={changeOwner} />
      ) : null}
      <ExportLeadsButton
        query={{ ids: ids.join(',') }}
        label={t('shell.leadsBulkBar.exportSelected')}
        size="sm"
      />
      <Button variant="ghost" size="sm" onClick={onClear}>
        <XIcon aria-hidden /> {t('shell.leadsBulkBar.clearSelection')}
      </Button>
    </section>
  );
}
