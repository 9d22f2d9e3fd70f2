import type { LeadSort, SortOrder } from '@lead-manager/contracts/leads';
import type { TFunction } from 'i18next';
import { ArrowDownIcon, ArrowUpIcon, CalendarPlusIcon, MessageCircleIcon, StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { LeadPageLink } from '@/components/lead-page-link';
import { PhoneNumber } from '@/components/phone-number';
import { LeadStatusBadge, SourceBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type LeadListProps, pageSelection } from './page-selection';
import { TestLeadBadge } from './test-lead-badge';

type Column = { sort: LeadSort; label: string; className?: string };

/** The actions column: pinned right, opaque, with the row's hover and selection colours. */
const PINNED =
  'sticky right-0 bg-card [tr:hover_&]:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))] [tr[data-state=selected]_&]:bg-muted';

const columns = (t: TFunction): Column[] => [
  { sort: 'name', label: t('leads.leadsTable.colName'), className: 'min-w-44' },
  { sort: 'dealership', label: t('leads.leadsTable.colStore') },
  { sort: 'source', label: t('leads.leadsTable.colSource') },
  { sort: 'status', label: t('leads.leadsTable.colStatus') },
  { sort: 'owner', label: t('leads.leadsTable.colOwner') },
  { sort: 'score', label: t('leads.leadsTable.colScore'), className: 'text-right' },
  { sort: 'createdAt', label: t('leads.leadsTable.colCreated') },
  { sort: 'lastContactAt', label: t('leads.leadsTable.colLastContact') },
];

/** The order a column starts in when first clicked: text A→Z, numbers and dates highest/newest first. */
const FIRST_ORDER: Record<LeadSort, SortOrder> = {
  name: 'asc',
  dealership: 'asc',
  source: 'asc',
  status: 'asc',
  owner: 'asc',
  score: 'desc',
  createdAt: 'desc',
  lastContactAt: 'desc',
};

function SortHeader({
  column,
  sort,
  order,
  onSort,
}: {
  column: Column;
  sort: LeadSort;
  order: SortOrder;
  onSort: (sort: LeadSort, order: SortOrder) => void;
}) {
  const active = column.sort === sort;
  // Only the sorted column carries an arrow: an arrow on each of nine columns made the Spanish and French tables
  // wider than a 1440 px screen.
  const Icon = active ? (order === 'asc' ? ArrowUpIcon : ArrowDownIcon) : undefined;
  const next: SortOrder = active ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[column.sort];
  return (
    <TableHead
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={column.className}
    >
      <button
        type="button"
        onClick={() => onSort(column.sort, next)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active && 'text-foreground',
        )}
      >
        {column.label}
        {Icon ? <Icon className="size-3.5" aria-hidden /> : null}
      </button>
    </TableHead>
  );
}

/** A date with its full form on hover; `empty` when there is none. */
function DateCell({ value, empty }: { value: string | null; empty: string }) {
  if (!value) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatRelativeTime(value, { dateAfterADay: true })}
    </time>
  );
}

/** Text cut to the column with the whole of it on hover. */
function Clipped({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('block truncate', className)} title={text}>
      {text}
    </span>
  );
}

export function LeadsTable({
  leads,
  sort,
  order,
  onSort,
  selected,
  onSelectedChange,
  onView,
  onChat,
  onSchedule,
}: LeadListProps & {
  sort: LeadSort;
  order: SortOrder;
  onSort: (sort: LeadSort, order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const { allOnPage, toggle, togglePage } = pageSelection(leads, selected, onSelectedChange);
  return (
    // Tighter cells and headers that may wrap keep every column in view at 1440 px; the row's actions stay pinned
    // to the right edge when a narrower window or a longer language makes the table scroll.
    <Table
      aria-label={t('leads.leadsTable.leads')}
      className="[&_td]:px-2 [&_th]:px-2 [&_th]:whitespace-normal"
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              aria-label={t('leads.leadsTable.selectEveryLeadOnThis')}
              checked={allOnPage}
              onChange={togglePage}
            />
          </TableHead>
          {columns(t).map((column) => (
            <SortHeader key={column.sort} column={column} sort={sort} order={order} onSort={onSort} />
          ))}
          <TableHead className={PINNED}>
            <span className="sr-only">{t('leads.leadsTable.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => {
          const owner = lead.assignedUserName;
          return (
            <TableRow
              key={lead.id}
              data-testid="lead-row"
              data-state={selected.has(lead.id) ? 'selected' : undefined}
              className="data-[state=selected]:bg-muted"
            >
              <TableCell>
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={t('leads.leadsTable.select', { name: lead.name })}
                  checked={selected.has(lead.id)}
                  onChange={() => toggle(lead.id)}
                />
              </TableCell>
              <TableCell className="max-w-48">
                {/* The name opens the quick look; the icon beside it, the lead's page. */}
                <span className="flex max-w-full items-center">
                  <button
                    type="button"
                    onClick={() => onView(lead)}
                    className="flex min-w-0 items-center gap-1 text-left font-medium hover:underline"
                    title={lead.name}
                    aria-label={t('leads.leadsTable.view', { name: lead.name })}
                  >
                    <span className="truncate">{lead.name}</span>
                    <TestLeadBadge isTest={lead.isTest} />
                    {lead.priority ? (
                      <StarIcon
                        className="size-3.5 shrink-0 fill-amber-400 text-amber-500"
                        aria-label={t('leads.leadsTable.priority')}
                      />
                    ) : null}
                  </button>
                  <LeadPageLink leadId={lead.id} name={lead.name} />
                </span>
                {lead.email || lead.phone ? (
                  <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                    {lead.email ? <Clipped text={lead.email} className="min-w-0" /> : null}
                    {lead.email && lead.phone ? <span aria-hidden>·</span> : null}
                    <PhoneNumber phone={lead.phone} className="shrink-0" />
                  </span>
                ) : null}
                {lead.vehicleInterest ? <Clipped text={lead.vehicleInterest} className="text-xs" /> : null}
              </TableCell>
              <TableCell>
                <DealershipBadge dealershipId={lead.dealershipId} />
              </TableCell>
              <TableCell>
                <SourceBadge source={lead.source} />
              </TableCell>
              {/* A lost lead's reason may take a second line ("Cerrado – perdido: duplicado") rather than widen the table. */}
              <TableCell className="max-w-40">
                <LeadStatusBadge lead={lead} className="rounded-lg whitespace-normal" />
              </TableCell>
              <TableCell className="max-w-36">
                {owner ? (
                  <Clipped text={owner} />
                ) : (
                  <span className="text-muted-foreground">{t('leads.leadsTable.unassigned')}</span>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{lead.score}</TableCell>
              <TableCell>
                <DateCell value={lead.createdAt} empty={t('leads.leadsTable.unknown')} />
              </TableCell>
              <TableCell>
                <DateCell value={lead.lastContactAt} empty={t('leads.leadsTable.never')} />
              </TableCell>
              <TableCell className={PINNED}>
                <RowActions>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onChat(lead)}
                    aria-label={t('leads.leadsTable.chatWith', { name: lead.name })}
                    title={t('leads.leadsTable.chat')}
                  >
                    <MessageCircleIcon aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onSchedule(lead)}
                    aria-label={t('leads.leadsTable.scheduleWith', { name: lead.name })}
                    title={t('leads.leadsTable.schedule')}
                  >
                    <CalendarPlusIcon aria-hidden />
                  </Button>
                </RowActions>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1">{children}</div>;
}
