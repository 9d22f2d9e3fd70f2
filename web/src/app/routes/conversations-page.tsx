import type { Conversation } from '@lead-manager/contracts/conversations';
import { BotIcon, HeadsetIcon, HourglassIcon, MessagesSquareIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FiltersButton } from '@/components/filters-button';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversationStats } from '@/features/conversations/api/get-conversation-stats';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { useUpdateConversation } from '@/features/conversations/api/update-conversation';
import { ConversationRow } from '@/features/conversations/components/conversation-row';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useLeadActions } from '../composed/lead-actions';

const PAGE_SIZE = 20;

export default function ConversationsPage() {
  const { t } = useTranslation();
  const { dealershipId } = useDealershipFilter();
  const actions = useLeadActions();
  const now = useNow();
  const update = useUpdateConversation();
  const [search, setSearch] = useState('');
  const [channel, setChannel] = useState<'all' | 'sms' | 'email'>('all');
  const [page, setPage] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page
  useEffect(() => setPage(0), [debounced, channel, dealershipId]);

  const list = useConversations({
    dealershipId,
    type: channel,
    search: debounced || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    messages: 'last',
  });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  // Figures over every matching conversation, counted by the server (not just this page).
  const statsQuery = useConversationStats({ dealershipId, type: channel, search: debounced || undefined });
  const stats = statsQuery.data ?? { total: 0, active: 0, aiResponses: 0, pending: 0, agentTransfers: 0 };

  const onTransfer = (c: Conversation) => {
    const aiPaused = !c.aiPaused;
    update.mutate(
      { id: c.id, aiPaused },
      {
        onSuccess: () =>
          toast({
            title: aiPaused
              ? t('pages.conversations.transferredToAgent')
              : t('pages.conversations.aiResumed'),
            description: t(
              aiPaused ? 'pages.conversations.personWillReply' : 'pages.conversations.aiRepliesAgain',
              {
                name: c.lead?.name ?? t('pages.conversations.conversation'),
              },
            ),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('pages.conversations.couldNotTransfer'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.conversations.aiConversations')}
        description={t('pages.conversations.activeOfTotal', { active: stats.active, total })}
      >
        <Badge variant="success" className="gap-1.5">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-emerald-600" />{' '}
          {t('pages.conversations.liveUpdates')}
        </Badge>
      </PageHeader>

      {statsQuery.isError ? (
        <QueryError
          title={t('pages.conversations.couldNotLoadTheConversation')}
          error={statsQuery.error}
          onRetry={() => void statsQuery.refetch()}
          retrying={statsQuery.isFetching}
        />
      ) : (
        <section
          aria-label={t('pages.conversations.conversationFigures')}
          className="grid grid-cols-2 gap-4 xl:grid-cols-4"
        >
          <StatCard
            label={t('pages.conversations.activeChats')}
            definition={t('pages.conversations.activeChatsIs')}
            value={stats.active}
            icon={MessagesSquareIcon}
            tone="blue"
            loading={statsQuery.isPending}
          />
          <StatCard
            label={t('pages.conversations.aiResponses')}
            definition={t('pages.conversations.aiResponsesIs')}
            value={stats.aiResponses}
            icon={BotIcon}
            tone="violet"
            loading={statsQuery.isPending}
          />
          <StatCard
            label={t('pages.conversations.pending')}
            definition={t('pages.conversations.pendingIs')}
            value={stats.pending}
            icon={HourglassIcon}
            tone="amber"
            loading={statsQuery.isPending}
          />
          <StatCard
            label={t('pages.conversations.agentTransfers')}
            definition={t('pages.conversations.agentTransfersIs')}
            value={stats.agentTransfers}
            icon={HeadsetIcon}
            tone="green"
            loading={statsQuery.isPending}
          />
        </section>
      )}

      {/* Laid out by hand rather than with SearchAndFilters: sharing that component here moved 7 KB of other
          screens' code into the chunks the dashboard loads first (see the web budget). */}
      <Card className="flex flex-col gap-3 p-3 md:flex-row md:items-end md:p-4">
        <div className="flex flex-1 items-end gap-2">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="conversations-search">{t('pages.conversations.search')}</Label>
            <SearchInput
              id="conversations-search"
              placeholder={t('pages.conversations.searchByCustomerNameEmail')}
              value={search}
              onValueChange={setSearch}
            />
          </div>
          <FiltersButton
            open={filtersOpen}
            onToggle={() => setFiltersOpen((o) => !o)}
            active={channel !== 'all'}
            controls="conversations-filter-menus"
          />
        </div>
        <div
          id="conversations-filter-menus"
          className={cn('space-y-1.5 md:block md:w-44', filtersOpen ? 'block' : 'hidden')}
        >
          <Label id="conversations-channel-label">{t('pages.conversations.channel')}</Label>
          <Select value={channel} onValueChange={(v) => setChannel(v as typeof channel)}>
            <SelectTrigger aria-labelledby="conversations-channel-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t('pages.conversations.allChannels')}</SelectItem>
              <SelectItem value="sms">{t('pages.conversations.sms')}</SelectItem>
              <SelectItem value="email">{t('pages.conversations.email')}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </Card>

      {list.isPending ? (
        <ul className="space-y-3" aria-label={t('pages.conversations.loadingConversations')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i}>
              <Card className="flex gap-3 p-4">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-1/2" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <QueryError
          title={t('pages.conversations.couldNotLoadTheConversations')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState
            icon={MessagesSquareIcon}
            title={t('pages.conversations.noConversationsFound')}
            description={
              debounced || channel !== 'all' ? t('pages.conversations.tryADifferentSearchOr') : undefined
            }
          />
        </Card>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('pages.conversations.conversations')}>
            {items.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                now={now}
                onOpen={actions.openDetails}
                onSchedule={(lead) => actions.openSchedule(lead)}
                onTransfer={onTransfer}
                onPriority={actions.togglePriority}
                busy={update.isPending || actions.priorityPending}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            countOf={(count) => t('pages.conversations.conversations2', { count })}
          />
        </>
      )}
    </div>
  );
}
