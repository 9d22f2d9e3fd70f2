import type { CrmHandoff } from '@lead-manager/contracts/crm-handoffs';
import { SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-time';
import { toast } from '@/lib/toast-store';
import { useCrmHandoffs, useSendHandoffAgain } from '../api/crm-handoffs';

const BADGE = { sent: 'success', queued: 'info', failed: 'danger', not_sent: 'warning' } as const;

/** Where the hand-off stands, in the reader's words: sent when, retrying, failed or not sent and why. */
function HandoffState({ handoff }: { handoff: CrmHandoff }) {
  const { t } = useTranslation();
  const retrying = handoff.status === 'queued' && handoff.attempts > 0;
  const label =
    handoff.status === 'sent'
      ? t('crmHandoff.sentAt', { when: formatDateTime(handoff.sentAt) })
      : retrying
        ? t('crmHandoff.retrying', { attempts: handoff.attempts })
        : handoff.status === 'queued'
          ? t('crmHandoff.queued')
          : handoff.status === 'failed'
            ? t('crmHandoff.failed')
            : t('crmHandoff.notSent');
  return (
    <div className="min-w-0 space-y-1">
      <Badge variant={retrying ? 'warning' : BADGE[handoff.status]}>{label}</Badge>
      {handoff.lastError && handoff.status !== 'sent' ? (
        <p className="text-xs break-words text-muted-foreground">
          {t(`crmHandoff.reason.${handoff.lastError}`)}
          {handoff.lastErrorDetail ? ` (${handoff.lastErrorDetail})` : ''}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The lead's hand-offs to its store's CRM (ADF e-mail), on its page: shown once the store hands leads over. Admins
 * and managers may send a failed or unsent one again.
 */
export function LeadCrmHandoffs({ leadId, canSendAgain }: { leadId: number; canSendAgain: boolean }) {
  const { t } = useTranslation();
  const { data, isError, error, refetch, isFetching } = useCrmHandoffs(leadId);
  const sendAgain = useSendHandoffAgain(leadId);
  if (!isError && !data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('crmHandoff.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <QueryError
            title={t('crmHandoff.couldNotLoad')}
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <ul className="space-y-2" aria-label={t('crmHandoff.title')}>
            {data?.map((h) => (
              <li key={h.id} className="space-y-2 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="font-medium">{t(`crmHandoff.kind.${h.kind}`)}</span>
                  <HandoffState handoff={h} />
                </div>
                {h.recipients.length ? (
                  <p className="text-xs break-all text-muted-foreground">
                    {t('crmHandoff.to', { addresses: h.recipients.join(', ') })}
                  </p>
                ) : null}
                {canSendAgain && (h.status === 'failed' || h.status === 'not_sent') ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={sendAgain.isPending}
                    onClick={() =>
                      sendAgain.mutate(h.id, {
                        onSuccess: () => toast({ title: t('crmHandoff.queuedAgain'), variant: 'success' }),
                        onError: (err) =>
                          toast({
                            title: t('crmHandoff.sendAgainFailed'),
                            description: errorText(err),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <SendIcon aria-hidden /> {t('crmHandoff.sendAgain')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
