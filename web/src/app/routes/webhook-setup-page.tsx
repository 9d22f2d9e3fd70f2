import { KeyRoundIcon, MailIcon, MessageSquareIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { FailedDeliveriesCard } from '@/features/lead-sources/components/failed-deliveries-card';
import { PLATFORMS } from '@/features/lead-sources/components/platforms';
import { WebhookEndpointCard } from '@/features/lead-sources/components/webhook-endpoint-card';
import { RemoveTestLeadsCard } from '@/features/leads/components/remove-test-leads-card';

const ENV_HINTS = [
  {
    icon: KeyRoundIcon,
    title: 'Facebook verification',
    vars: ['FACEBOOK_VERIFY_TOKEN'],
    text: 'The verify token Facebook sends when you subscribe the webhook.',
  },
  {
    icon: MailIcon,
    title: 'Email (SMTP)',
    vars: ['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS'],
    text: 'Without them, emails are only logged.',
  },
  {
    icon: MessageSquareIcon,
    title: 'SMS provider',
    vars: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_PHONE_NUMBER'],
    text: 'Account, token and number. Without them, SMS are only logged.',
  },
];

export default function WebhookSetupPage() {
  const origin = window.location.origin;
  const { data: me } = useMe();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Webhook Setup"
        description="Connect your lead sources. Use Test to send a test lead through each endpoint."
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
          <CardTitle>Environment</CardTitle>
          <CardDescription>Server settings these integrations read.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {ENV_HINTS.map((h) => (
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
