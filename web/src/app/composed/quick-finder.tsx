import type { Appointment } from '@lead-manager/contracts/appointments';
import type { Conversation } from '@lead-manager/contracts/conversations';
import type { Lead } from '@lead-manager/contracts/leads';
import { CalendarIcon, MessageSquareIcon, SearchIcon, UserIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAppointments } from '@/features/appointments/api/get-appointments';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { useLeads } from '@/features/leads/api/get-leads';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { appointmentTypeLabel, formatPhone } from '@/lib/format';
import { formatStoreDateTime } from '@/lib/store-time';
import { cn } from '@/lib/utils';
import { useLeadActions } from './lead-actions';

type Item = {
  key: string;
  group: string;
  icon: typeof UserIcon;
  title: string;
  detail: string;
  run: () => void;
};

const LIMIT = 5;

/**
 * ⌘K / Ctrl+K: one box over leads (name, e-mail, phone, vehicle), conversations and appointments. ↑/↓ move,
 * Enter opens, Escape closes. The last entry opens the Leads screen with the search.
 */
export default function QuickFinder({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // The chosen entry by key, not position: results that arrive after an ↑ or ↓ do not move the choice.
  const [activeKey, setActiveKey] = useState<string>();
  const q = useDebouncedValue(query.trim(), 200);
  const { dealershipId } = useDealershipFilter();
  const actions = useLeadActions();
  const [, navigate] = useLocation();
  const listId = useId();
  const enabled = q.length >= 2;
  const leads = useLeads({ dealershipId, search: q, limit: LIMIT }, { enabled });
  const conversations = useConversations(
    { dealershipId, search: q, limit: LIMIT, messages: 'last' },
    { enabled },
  );
  const appointments = useAppointments({ dealershipId, search: q, limit: LIMIT }, { enabled });

  const close = (then: () => void) => () => {
    onOpenChange(false);
    setQuery('');
    then();
  };
  const items: Item[] = enabled
    ? [
        ...(leads.data?.items ?? []).map((lead: Lead) => ({
          key: `lead-${lead.id}`,
          group: 'leads',
          icon: UserIcon,
          title: lead.name,
          detail: [formatPhone(lead.phone), lead.email, lead.vehicleInterest].filter(Boolean).join(' · '),
          run: close(() => navigate(`/leads/${lead.id}`)),
        })),
        ...(conversations.data?.items ?? []).map((c: Conversation) => ({
          key: `conversation-${c.id}`,
          group: 'conversations',
          icon: MessageSquareIcon,
          title: c.lead?.name ?? t('shell.quickFinder.unknownLead'),
          detail: `${c.channel.toUpperCase()} · ${c.messages.at(-1)?.content ?? t('shell.quickFinder.noMessages')}`,
          run: close(() => c.lead && actions.openConversation(c.lead)),
        })),
        ...(appointments.data?.items ?? []).map((a: Appointment) => ({
          key: `appointment-${a.id}`,
          group: 'appointments',
          icon: CalendarIcon,
          title: a.lead?.name ?? t('shell.quickFinder.unknownLead'),
          detail: `${appointmentTypeLabel(a.type)} · ${formatStoreDateTime(a.scheduledAt, a.timeZone)}`,
          run: close(() => navigate(`/appointments?search=${encodeURIComponent(a.lead?.name ?? q)}`)),
        })),
        {
          key: 'all-leads',
          group: 'more',
          icon: SearchIcon,
          title: t('shell.quickFinder.allLeadsMatching', { q }),
          detail: t('shell.quickFinder.openTheLeadsScreenWith'),
          run: close(() => navigate(`/leads?search=${encodeURIComponent(q)}`)),
        },
      ]
    : [];
  const current = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );
  const loading = enabled && (leads.isFetching || conversations.isFetching || appointments.isFetching);
  const failed = leads.isError || conversations.isError || appointments.isError;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveKey(items[(current + step + items.length) % items.length]?.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      items[current]?.run();
    }
  };

  let lastGroup = '';
  const rows: ReactNode[] = items.map((item, index) => {
    const heading = item.group !== lastGroup ? item.group : null;
    lastGroup = item.group;
    const Icon = item.icon;
    return (
      <div key={item.key}>
        {heading ? (
          <p className="px-3 pt-3 pb-1 text-xs font-semibold text-muted-foreground uppercase" aria-hidden>
            {t(`shell.quickFinder.group.${heading}`)}
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input moves through the options (aria-activedescendant) */}
        <div
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === current}
          tabIndex={-1}
          onMouseMove={() => setActiveKey(item.key)}
          onClick={item.run}
          className={cn(
            'mx-1 flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
            index === current && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{item.title}</span>
            <span className="block truncate text-xs text-muted-foreground" title={item.detail}>
              {item.group === 'more'
                ? item.detail
                : `${t(`shell.quickFinder.kind.${item.group}`)} · ${item.detail}`}
            </span>
          </span>
        </div>
      </div>
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[15%] translate-y-0 gap-0 p-0 sm:max-w-xl">
        <DialogTitle className="sr-only">{t('shell.quickFinder.find')}</DialogTitle>
        <DialogDescription className="sr-only">
          {t('shell.quickFinder.findALeadConversationOr')}
        </DialogDescription>
        <div className="flex items-center gap-2 border-b px-3">
          <SearchIcon className="size-4 text-muted-foreground" aria-hidden />
          <input
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={items.length ? `${listId}-${current}` : undefined}
            aria-autocomplete="list"
            aria-label={t('shell.quickFinder.findLeadsConversationsAndAppointments')}
            placeholder={t('shell.quickFinder.nameEMailPhoneOr')}
            className="h-12 flex-1 bg-transparent text-sm outline-none"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActiveKey(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={t('shell.quickFinder.results')}
          className="max-h-[60vh] overflow-y-auto pb-2"
        >
          {rows}
        </div>
        <p className="border-t px-3 py-2 text-xs text-muted-foreground" aria-live="polite">
          {!enabled
            ? t('shell.quickFinder.typeAtLeastTwoCharacters')
            : failed
              ? t('shell.quickFinder.someResultsCouldNotBe')
              : loading
                ? t('shell.quickFinder.searching')
                : `${items.length - 1} found · ↑↓ to move, Enter to open, Esc to close`}
        </p>
      </DialogContent>
    </Dialog>
  );
}
