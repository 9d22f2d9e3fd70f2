import type { Lead, LeadSort, SortOrder } from '@lead-manager/contracts/leads';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  CalendarPlusIcon,
  MessageCircleIcon,
  StarIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { DealershipBadge } from '@/components/dealership-badge';
import { LeadStatusBadge, SourceBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatPhone, formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { TestLeadBadge } from './test-lead-badge';

type Column = { sort: LeadSort; label: string; className?: string };

const COLUMNS: Column[] = [
  { sort: 'name', label: 'Name', className: 'min-w-52' },
  { sort: 'dealership', label: 'Store' },
  { sort: 'source', label: 'Source' },
  { sort: 'status', label: 'Status' },
  { sort: 'owner', label: 'Owner' },
  { sort: 'score', label: 'Score', className: 'text-right' },
  { sort: 'createdAt', label: 'Created' },
  { sort: 'lastContactAt', label: 'Last contact' },
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
  const Icon = !active ? ArrowUpDownIcon : order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
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
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}

/** A date with its full form on hover; `empty` when there is none. */
function DateCell({ value, empty }: { value: string | null; empty: string }) {
  if (!value) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatRelativeTime(value, { justNow: true, dateAfterADay: true })}
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
}: {
  leads: Lead[];
  sort: LeadSort;
  order: SortOrder;
  onSort: (sort: LeadSort, order: SortOrder) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onView: (lead: Lead) => void;
  onChat: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
}) {
  const allOnPage = leads.length > 0 && leads.every((l) => selected.has(l.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const togglePage = () => {
    const next = new Set(selected);
    for (const lead of leads) {
      if (allOnPage) next.delete(lead.id);
      else next.add(lead.id);
    }
    onSelectedChange(next);
  };
  return (
    <Table aria-label="Leads">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              aria-label="Select every lead on this page"
              checked={allOnPage}
              onChange={togglePage}
            />
          </TableHead>
          {COLUMNS.map((column) => (
            <SortHeader key={column.sort} column={column} sort={sort} order={order} onSort={onSort} />
          ))}
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => {
          const contact = [lead.email, formatPhone(lead.phone)].filter(Boolean).join(' · ');
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
                  aria-label={`Select ${lead.name}`}
                  checked={selected.has(lead.id)}
                  onChange={() => toggle(lead.id)}
                />
              </TableCell>
              <TableCell className="max-w-72">
                <button
                  type="button"
                  onClick={() => onView(lead)}
                  className="flex max-w-full items-center gap-1 text-left font-medium hover:underline"
                  title={lead.name}
                  aria-label={`View ${lead.name}`}
                >
                  <span className="truncate">{lead.name}</span>
                  <TestLeadBadge isTest={lead.isTest} />
                  {lead.priority ? (
                    <StarIcon
                      className="size-3.5 shrink-0 fill-amber-400 text-amber-500"
                      aria-label="Priority"
                    />
                  ) : null}
                </button>
                {contact ? <Clipped text={contact} className="text-xs text-muted-foreground" /> : null}
                {lead.vehicleInterest ? <Clipped text={lead.vehicleInterest} className="text-xs" /> : null}
              </TableCell>
              <TableCell>
                <DealershipBadge dealershipId={lead.dealershipId} />
              </TableCell>
              <TableCell>
                <SourceBadge source={lead.source} />
              </TableCell>
              <TableCell>
                <LeadStatusBadge status={lead.status} className="whitespace-nowrap" />
              </TableCell>
              <TableCell className="max-w-36">
                {owner ? <Clipped text={owner} /> : <span className="text-muted-foreground">Unassigned</span>}
              </TableCell>
              <TableCell className="text-right tabular-nums">{lead.score}</TableCell>
              <TableCell>
                <DateCell value={lead.createdAt} empty="Unknown" />
              </TableCell>
              <TableCell>
                <DateCell value={lead.lastContactAt} empty="Never" />
              </TableCell>
              <TableCell>
                <RowActions>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onChat(lead)}
                    aria-label={`Chat with ${lead.name}`}
                    title="Chat"
                  >
                    <MessageCircleIcon aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onSchedule(lead)}
                    aria-label={`Schedule with ${lead.name}`}
                    title="Schedule"
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
