import type { TFunction } from 'i18next';
import { KeyRoundIcon, MailIcon, MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { FailedDeliveriesCard } from '@/features/lead-sources/components/failed-deliveries-card';
import { PLATFORMS } from '@/features/lead-sources/components/platforms';
import { WebhookEndpointCard } from '@/features/lead-sources/components/webhook-endpoint-card';
import { RemoveTestLeadsCard } from '@/features/leads/components/remove-test-leads-card';

const envHints = (t: TFunction) => [
  {
    icon: KeyRoundIcon,
    title: t('pages.webhookSetup.facebookVerification'),
    vars: ['FACEBOOK_VERIFY_TOKEN'],
    text: t('pages.webhookSetup.facebookVerificationHint'),
  },
  {
    icon: MailIcon,
    title: t('pages.webhookSetup.emailSmtp'),
    vars: ['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS'],
    text: t('pages.webhookSetup.emailSmtpHint'),
  },
  {
    icon: MessageSquareIcon,
    title: t('pages.webhookSetup.smsProvider'),
    vars: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_PHONE_NUMBER'],
    text: t('pages.webhookSetup.smsProviderHint'),
  },
];

export default function WebhookSetupPage() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const { data: me } = useMe();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t('pages.webhookSetup.webhookSetup')}
        description={t('pages.webhookSetup.connectYourLeadSourcesUse')}
      />
      <div className="grid grid-cols-1 gap-4">
        {PLATFORMS.map((p) => (
          <WebhookEndpointCard key={p.id} platform={p} origin={origin} />
        ))}
      </div>
      {me?.role === 'admin' ? <FailedDeliveriesCard /> : null}
      {me && me.role !== 'user' ? <RemoveTestLeadsCard /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('pages.webhookSetup.environment')}</CardTitle>
          <CardDescription>{t('pages.webhookSetup.serverSettingsTheseIntegrationsRead')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {envHints(t).map((h) => (
            <div key={h.title} className="rounded-lg border p-4">
              <p className="flex items-center gap-2 font-medium">
                <h.icon className="size-4 text-muted-foreground" aria-hidden /> {h.title}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {h.vars.map((v) => (
                  <li key={v}>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{v}</code>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-muted-foreground">{h.text}</p>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
