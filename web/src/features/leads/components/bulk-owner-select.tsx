import { useTranslation } from 'react-i18next';
import { PersonOption } from '@/components/initials-avatar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DisabledWithReason } from '@/components/ui/tooltip';
import { useStoreMembers } from '../api/get-store-members';

const UNASSIGNED = 'none';

/** The owner to give every selected lead: the people of the store in view, or nobody. */
export function BulkOwnerSelect({
  dealershipId,
  disabled,
  onChange,
}: {
  dealershipId: 'all' | number;
  disabled: boolean;
  onChange: (owner: { id: number | null; name: string }) => void;
}) {
  const { t } = useTranslation();
  if (dealershipId === 'all') {
    return (
      <DisabledWithReason reason={t('leads.bulkOwner.pickAStore')} className="h-8 px-3 text-sm">
        {t('leads.bulkOwner.change')}
      </DisabledWithReason>
    );
  }
  return <StoreOwnerSelect dealershipId={dealershipId} disabled={disabled} onChange={onChange} />;
}

function StoreOwnerSelect({
  dealershipId,
  disabled,
  onChange,
}: {
  dealershipId: number;
  disabled: boolean;
  onChange: (owner: { id: number | null; name: string }) => void;
}) {
  const { t } = useTranslation();
  const members = useStoreMembers(dealershipId);
  const unassigned = t('leads.bulkOwner.unassigned');
  return (
    <Select
      value=""
      disabled={disabled || !members.data}
      onValueChange={(v) =>
        v === UNASSIGNED
          ? onChange({ id: null, name: unassigned })
          : onChange({
              id: Number(v),
              name: members.data?.find((m) => String(m.id) === v)?.name ?? '',
            })
      }
    >
      <SelectTrigger aria-label={t('leads.bulkOwner.label')} className="h-8 w-44">
        <SelectValue placeholder={t('leads.bulkOwner.change')} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={UNASSIGNED}>{unassigned}</SelectItem>
        {(members.data ?? []).map((m) => (
          <SelectItem key={m.id} value={String(m.id)}>
            <PersonOption id={m.id} name={m.name} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
