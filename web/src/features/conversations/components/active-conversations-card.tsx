import type { Lead } from '@lead-manager/contracts/leads';
import { BotIcon, MessagesSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DealershipBadge } from '@/components/dealership-badge';
import { EmptyState } from '@/components/empty-state';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { formatRelativeTime } from '@/lib/format';
import { dashboardConversationsQuery, useConversations } from '../api/get-conversations';
import { handlerLabel, lastMessagePreview } from './conversation-utils';

/** Dashboard: the first 4 conversations, each opening the conversation dialog. */
export function ActiveConversationsCard({
  dealershipId,
  onOpen,
}: {
  dealershipId: 'all' | number;
  onOpen: (lead: Lead) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const { data, isPending, isError, error, refetch, isFetching } = useConversations(
    dashboardConversationsQuery(dealershipId),
  );
  const items = (data?.items ?? []).slice(0, 4);
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          {t('conversations.activeConversationsCard.activeAiConversations')}
          <Badge variant="success" className="gap-1.5">
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-emerald-600" />{' '}
            {t('conversations.activeConversationsCard.live')}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {isPending ? (
          <ul
            className="space-y-3"
            aria-label={t('conversations.activeConversationsCard.loadingConversations')}
          >
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-2/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : isError ? (
          <QueryError
            title={t('conversations.activeConversationsCard.couldNotLoadTheConversations')}
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={MessagesSquareIcon}
            title={t('conversations.activeConversationsCard.noActiveConversations')}
          />
        ) : (
          <>
            <ul className="-mx-2 space-y-1">
              {items.map((c) => {
                const name = c.lead?.name ?? t('conversations.activeConversationsCard.unknownLead');
                return (
                  <li key={c.id}>
                    <button
                      type="button"
                      onClick={() => c.lead && onOpen(c.lead)}
                      className="flex w-full items-start gap-3 rounded-lg p-2 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <InitialsAvatar id={c.leadId} name={name} />
                      <span className="min-w-0 flex-1 space-y-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="truncate font-medium">{name}</span>
                          <DealershipBadge dealershipId={c.dealershipId} />
                          <span className="ml-auto text-xs text-muted-foreground">
                            {formatRelativeTime(c.lastActivity, { now })}
                          </span>
                        </span>
                        <span className="block truncate text-sm text-muted-foreground">
                          {lastMessagePreview(c)}
                        </span>
                        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
                          <BotIcon className="size-3" aria-hidden />
                          {handlerLabel(c)}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Link
              href="/conversations"
              className="mt-3 inline-flex w-full items-center justify-center rounded-md border px-3 py-2 text-sm font-medium transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t('conversations.activeConversationsCard.viewAllConversations')}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
