import type { DoorCheck } from '@lead-manager/contracts/connections';
import { MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { storeHref } from '@/hooks/use-picked-dealership';
import { formatDateTime } from '@/lib/format-time';
import { useConnections } from '../api/connections';
import { ConnectionUrlRow } from './connection-url-row';

/** Whether Twilio's last post on one URL was signed and accepted, or refused and why. */
function CheckLine({ label, check }: { label: string; check: DoorCheck | undefined }) {
  const { t } = useTranslation();
  const accepted = check?.lastAcceptedAt ? new Date(check.lastAcceptedAt).getTime() : 0;
  const refused = check?.lastRefusedAt ? new Date(check.lastRefusedAt).getTime() : 0;
  let text = t('connections.last.never');
  if (check?.lastAcceptedAt && accepted >= refused)
    text = t('connections.last.signedAccepted', { when: formatDateTime(check.lastAcceptedAt) });
  else if (check?.lastRefusedAt)
    text = t('connections.last.refusedAt', {
      when: formatDateTime(check.lastRefusedAt),
      reason: check.lastRefusal ?? '',
    });
  return (
    <p className="text-sm">
      <span className="font-medium">{label}: </span>
      <span className={refused > accepted ? 'text-destructive' : 'text-muted-foreground'}>{text}</span>
    </p>
  );
}

/** The store's number: the exact Twilio webhook URLs and whether Twilio's last posts got through. */
export function TwilioNumberCheck({ dealershipId }: { dealershipId: number }) {
  const { t } = useTranslation();
  const { data } = useConnections(dealershipId);
  const twilio = data?.connections.find((c) => c.source === 'twilio');
  if (!twilio) return null;
  const checkOf = (channel: string) => twilio.checks.find((c) => c.channel === channel);
  return (
    <Card data-testid="twilio-number-check">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <MessageSquareIcon className="size-4" aria-hidden /> {t('connections.smsCheck.title')}
          <Badge variant={twilio.state === 'open' ? 'success' : 'warning'}>
            {twilio.state === 'open' ? t('connections.smsCheck.open') : t('connections.smsCheck.closed')}
          </Badge>
        </CardTitle>
        <CardDescription>{t('connections.smsCheck.hint')}</CardDescription>
        {twilio.state === 'open' ? null : (
          // Straight to where the token is set, with this store picked there.
          <Link
            href={storeHref('/webhook-setup', dealershipId)}
            className="text-sm text-primary underline underline-offset-2"
          >
            {t('connections.smsCheck.setToken')}
          </Link>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {twilio.urls.map((url) => (
          <ConnectionUrlRow key={url.name} url={url} />
        ))}
        <CheckLine label={t('connections.last.sms')} check={checkOf('twilio-sms')} />
        <CheckLine label={t('connections.last.statusCallback')} check={checkOf('twilio-status')} />
      </CardContent>
    </Card>
  );
}
