import type { Channel, Conversation, ConversationStatusFilter } from '@lead-manager/contracts/conversations';
import { BotIcon, HeadsetIcon, InboxIcon, MailIcon, MessageSquareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DealershipBadge } from '@/components/dealership-badge';
import { EmptyState } from '@/components/empty-state';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { errorText } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useConversations } from '../api/get-conversations';
import { useUpdateConversation } from '../api/update-conversation';
import { ConversationListItem } from './conversation-list-item';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';

const PAGE_SIZE = 25;

const TEXT = {
  sms: {
    search: 'Search by name or phone',
    empty: 'No SMS conversations',
    send: 'Send SMS',
    placeholder: 'Type your SMS message...',
    icon: MessageSquareIcon,
  },
  email: {
    search: 'Search by name or email',
    empty: 'No email conversations',
    send: 'Send Email',
    placeholder: 'Type your email message...',
    icon: MailIcon,
  },
} as const;

export function ChannelInbox({ channel }: { channel: Channel }) {
  const text = TEXT[channel];
  const { dealershipId } = useDealershipFilter();
  const { data: dealerships } = useDealerships();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ConversationStatusFilter>('all');
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selectedSnapshot, setSelectedSnapshot] = useState<Conversation | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const threadRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page
  useEffect(() => setPage(0), [debounced, dealershipId, status]);

  const list = useConversations({
    dealershipId,
    type: channel,
    search: debounced || undefined,
    status,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    messages: 'last',
  });
  const items = list.data?.items ?? [];
  const selected =
    list.data?.items.find((c) => c.id === selectedId) ??
    (selectedSnapshot?.id === selectedId ? selectedSnapshot : null);

  // The list carries each conversation's newest message only; the open one's whole thread is its own query
  // (a lead has one conversation per channel). Until it arrives, the newest message stands in.
  const thread = useConversations(
    { leadId: selected?.leadId, type: channel, limit: 1 },
    { enabled: selected !== null },
  );
  const threadMessages =
    thread.data?.items.find((c) => c.id === selected?.id)?.messages ?? selected?.messages ?? [];

  const update = useUpdateConversation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message
  useEffect(() => {
    const el = threadRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [threadMessages.length, selectedId]);

  const choose = (c: Conversation) => {
    setSelectedId(c.id);
    setSelectedSnapshot(c);
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  };

  const patch = (input: { aiPaused?: boolean; isActive?: boolean }) => {
    if (!selected) return;
    update.mutate(
      { id: selected.id, ...input },
      {
        onSuccess: (saved) =>
          setSelectedSnapshot((prev) =>
            prev && prev.id === saved.id ? { ...prev, ...saved, lead: prev.lead } : prev,
          ),
        onError: (error) =>
          toast({
            title: 'Could not update the conversation',
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const Icon = text.icon;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
      <Card className="flex min-h-0 flex-col p-4">
        <div className="space-y-3">
          <Label htmlFor={`${channel}-search`} className="sr-only">
            {text.search}
          </Label>
          <SearchInput
            id={`${channel}-search`}
            placeholder={text.search}
            value={search}
            onValueChange={setSearch}
          />
          <Select value={status} onValueChange={(v) => setStatus(v as ConversationStatusFilter)}>
            <SelectTrigger aria-label="Status filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All Statuses</SelectItem>
              <SelectItem value="active">Active</SelectItem>
              <SelectItem value="pending">Pending Response</SelectItem>
              <SelectItem value="completed">Completed</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="-mx-1 mt-3 flex-1 px-1 lg:max-h-[calc(100vh-19rem)] lg:overflow-y-auto">
          {list.isPending ? (
            <ul className="space-y-2" aria-label="Loading conversations">
              {[0, 1, 2, 3, 4].map((i) => (
                <li key={i} className="flex items-center gap-3 p-2">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-3 w-3/4" />
                  </div>
                </li>
              ))}
            </ul>
          ) : list.isError ? (
            <QueryError
              title="Could not load the conversations"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={InboxIcon}
              title={text.empty}
              description={debounced || status !== 'all' ? 'Try a different search or filter.' : undefined}
            />
          ) : (
            <ul className="-mx-1 space-y-1" aria-label={`${channel.toUpperCase()} conversations`}>
              {items.map((c) => (
                <li key={c.id}>
                  <ConversationListItem
                    conversation={c}
                    channel={channel}
                    active={c.id === selectedId}
                    now={now}
                    onSelect={() => choose(c)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.data ? (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            label="conversations"
          />
        ) : null}
      </Card>

      <Card
        ref={panelRef}
        className="flex min-h-[420px] scroll-mt-20 flex-col self-start p-0 lg:sticky lg:top-20"
      >
        {!selected ? (
          <EmptyState
            className="flex-1"
            icon={Icon}
            title="Select a Conversation"
            description={`Choose a conversation from the list to read and reply by ${channel === 'sms' ? 'SMS' : 'email'}.`}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-3 border-b p-4">
              <InitialsAvatar name={selected.lead?.name ?? '?'} rule="words" />
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold">{selected.lead?.name ?? 'Unknown lead'}</h2>
                <p className="truncate text-sm text-muted-foreground">
                  {channel === 'sms' ? formatPhone(selected.lead?.phone) : selected.lead?.email}
                  {selected.lead?.vehicleInterest ? ` · ${selected.lead.vehicleInterest}` : ''}
                </p>
              </div>
              <DealershipBadge dealershipId={selected.dealershipId} />
              <Badge variant={selected.isActive ? 'success' : 'muted'}>
                {selected.isActive ? 'Active' : 'Completed'}
              </Badge>
              <div className="flex w-full flex-wrap gap-2 pl-[52px]">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() => patch({ aiPaused: !selected.aiPaused })}
                >
                  {selected.aiPaused ? <BotIcon aria-hidden /> : <HeadsetIcon aria-hidden />}
                  {selected.aiPaused ? 'Resume AI' : 'Transfer to Agent'}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() => patch({ isActive: !selected.isActive })}
                >
                  {selected.isActive ? 'Mark Completed' : 'Reopen'}
                </Button>
              </div>
            </div>
            <MessageThread messages={threadMessages} scrollRef={threadRef} />
            <ReplyForm
              key={selected.id}
              conversation={selected}
              channel={channel}
              dealershipName={dealerships?.find((d) => d.id === selected.dealershipId)?.name}
              placeholder={text.placeholder}
              sendLabel={text.send}
            />
          </>
        )}
      </Card>
    </div>
  );
}
