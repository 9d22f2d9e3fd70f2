import type { Channel, Conversation, ConversationStatusFilter } from '@lead-manager/contracts/conversations';
import type { TFunction } from 'i18next';
import { InboxIcon, MailIcon, MessageSquareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FiltersButton } from '@/components/filters-button';
import { Pager } from '@/components/pager';
import { PausedListNotice } from '@/components/paused-list-notice';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { useUpdateConversation } from '../api/update-conversation';
import { InboxList } from './inbox-list';
import { InboxThreadPanel } from './inbox-thread-panel';
import { useReplyShortcut } from './use-reply-shortcut';

const PAGE_SIZE = 25;

const texts = (t: TFunction) => ({
  sms: {
    search: t('conversations.channelInbox.smsSearch'),
    empty: t('conversations.channelInbox.smsEmpty'),
    send: t('conversations.channelInbox.smsSend'),
    placeholder: t('conversations.channelInbox.smsPlaceholder'),
    icon: MessageSquareIcon,
  },
  email: {
    search: t('conversations.channelInbox.emailSearch'),
    empty: t('conversations.channelInbox.emailEmpty'),
    send: t('conversations.channelInbox.emailSend'),
    placeholder: t('conversations.channelInbox.emailPlaceholder'),
    icon: MailIcon,
  },
});

/** Both panels fill the window below the page title (header 4rem, padding and title ≈ 8rem). */
const PANEL_HEIGHT = 'h-[calc(100dvh-10rem)] min-h-[440px] lg:h-[calc(100dvh-12rem)]';

export function ChannelInbox({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const text = texts(t)[channel];
  const { dealershipId } = useDealershipFilter();
  const { data: dealerships } = useDealerships();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ConversationStatusFilter>('all');
  const [page, setPage] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selectedSnapshot, setSelectedSnapshot] = useState<Conversation | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const threadRef = useRef<HTMLDivElement>(null);
  const listKey = JSON.stringify([debounced, dealershipId, status, page]);
  /** The list (filters and page) the open conversation was last seen in. */
  const [selectedIn, setSelectedIn] = useState(listKey);

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

  // The list and the open thread agree: once a new filter's results arrive, a conversation they leave out closes.
  // (A reply that takes it out of the current filter, such as "Awaiting response", keeps it open.)
  useEffect(() => {
    if (selectedId === null || !list.data || list.isPlaceholderData || selectedIn === listKey) return;
    if (list.data.items.some((c) => c.id === selectedId)) setSelectedIn(listKey);
    else setSelectedId(null);
  }, [list.data, list.isPlaceholderData, listKey, selectedId, selectedIn]);

  // The list carries each conversation's newest message only; the open one's whole thread is its own query
  // (a lead has one conversation per channel). Until it arrives, the newest message stands in.
  const thread = useConversations(
    { leadId: selected?.leadId, type: channel, limit: 1 },
    { enabled: selected !== null },
  );
  const threadMessages =
    thread.data?.items.find((c) => c.id === selected?.id)?.messages ?? selected?.messages ?? [];

  const update = useUpdateConversation();
  useReplyShortcut(`${channel}-message`, selected !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message
  useEffect(() => {
    const el = threadRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [threadMessages.length, selectedId]);

  // On a phone or tablet the open thread is its own view: bring the whole of it, reply box and Send included, into
  // the window instead of leaving it under the page's heading.
  const threadPanelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selectedId === null || window.innerWidth >= 1024) return; // lg: list and thread side by side
    threadPanelRef.current?.scrollIntoView({ block: 'start' });
  }, [selectedId]);

  const choose = (c: Conversation) => {
    setSelectedId(c.id);
    setSelectedSnapshot(c);
    setSelectedIn(listKey);
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
            title: t('conversations.channelInbox.couldNotUpdateTheConversation'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const Icon = text.icon;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
      {/* On phones and tablets the list and the open thread are two views; the thread has a back button. */}
      <Card className={cn('min-h-0 flex-col p-4 lg:flex', PANEL_HEIGHT, selected ? 'hidden' : 'flex')}>
        <div className="space-y-3">
          <Label htmlFor={`${channel}-search`} className="sr-only">
            {text.search}
          </Label>
          <div className="flex gap-2">
            <div className="flex-1">
              <SearchInput
                id={`${channel}-search`}
                placeholder={text.search}
                value={search}
                onValueChange={setSearch}
              />
            </div>
            <FiltersButton
              open={filtersOpen}
              onToggle={() => setFiltersOpen((o) => !o)}
              active={status !== 'all'}
              controls={`${channel}-filter-menus`}
            />
          </div>
          <div id={`${channel}-filter-menus`} className={cn('md:block', filtersOpen ? 'block' : 'hidden')}>
            <Select value={status} onValueChange={(v) => setStatus(v as ConversationStatusFilter)}>
              <SelectTrigger aria-label={t('conversations.channelInbox.statusFilter')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{t('conversations.channelInbox.allStatuses')}</SelectItem>
                <SelectItem value="active">{t('conversations.channelInbox.active')}</SelectItem>
                <SelectItem value="pending">{t('conversations.inbox.awaitingResponse')}</SelectItem>
                <SelectItem value="completed">{t('conversations.channelInbox.completed')}</SelectItem>
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="-mx-1 mt-3 min-h-0 flex-1 overflow-y-auto px-1">
          {list.isPending ? (
            <ul className="space-y-2" aria-label={t('conversations.channelInbox.loadingConversations')}>
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
              title={t('conversations.channelInbox.couldNotLoadTheConversations')}
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={InboxIcon}
              title={text.empty}
              description={
                debounced || status !== 'all'
                  ? t('conversations.channelInbox.tryADifferentSearchOr')
                  : undefined
              }
            />
          ) : (
            <>
              <PausedListNotice query={list} className="mb-3" />
              <InboxList
                channel={channel}
                items={items}
                selectedId={selectedId}
                now={now}
                onSelect={choose}
              />
            </>
          )}
        </div>
        {list.data ? (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            countOf={(count) => t('conversations.channelInbox.conversations', { count })}
          />
        ) : null}
      </Card>

      <Card
        ref={threadPanelRef}
        className={cn(
          'min-h-0 scroll-mt-20 flex-col gap-0 p-0 lg:flex',
          PANEL_HEIGHT,
          selected ? 'flex' : 'hidden',
        )}
      >
        {!selected ? (
          <EmptyState
            className="flex-1"
            icon={Icon}
            title={t('conversations.channelInbox.selectAConversation')}
            description={t('conversations.channelInbox.chooseAConversationFromThe', {
              value: channel === 'sms' ? 'SMS' : 'email',
            })}
          />
        ) : (
          <InboxThreadPanel
            conversation={selected}
            channel={channel}
            messages={threadMessages}
            threadRef={threadRef}
            dealershipName={dealerships?.find((d) => d.id === selected.dealershipId)?.name}
            placeholder={text.placeholder}
            sendLabel={text.send}
            updating={update.isPending}
            onPatch={patch}
            onBack={() => setSelectedId(null)}
          />
        )}
      </Card>
    </div>
  );
}
