import { CheckIcon, CopyIcon, FlaskConicalIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { i18n } from '@/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { type TestLeadBody, useTestWebhook } from '../api/test-webhook';

export type Platform = {
  id: string;
  name: string;
  path: string;
  source: string;
  methods: string[];
  description: string;
  steps: string[];
  accent: string;
};

function testBody(platform: Platform): TestLeadBody {
  const stamp = Date.now().toString().slice(-5);
  return {
    name: `Test Lead ${platform.name} ${stamp}`,
    email: `test.${platform.id}.${stamp}@example.com`,
    phone: '+15555550123',
    vehicleInterest: '2025 Test Vehicle',
    message: i18n.t('leadSources.webhookEndpointCard.testLeadMessage', { platform: platform.name }),
    source: platform.source,
  };
}

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export function WebhookEndpointCard({ platform, origin }: { platform: Platform; origin: string }) {
  const { t } = useTranslation();
  const url = `${origin}${platform.path}`;
  const [copied, setCopied] = useState(false);
  const test = useTestWebhook();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    try {
      await copyText(url);
      setCopied(true);
      toast({
        title: t('leadSources.webhookEndpointCard.copied'),
        description: t('leadSources.webhookEndpointCard.copiedDescription', { platform: platform.name }),
      });
    } catch (error) {
      console.error('copy failed', error);
    }
  };

  const onTest = () =>
    test.mutate(
      { path: platform.path, body: testBody(platform) },
      {
        onSuccess: () =>
          toast({
            title: t('leadSources.webhookEndpointCard.testSuccessful'),
            description: t('leadSources.webhookEndpointCard.testWorked', { platform: platform.name }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('leadSources.webhookEndpointCard.testFailed'),
            description: t('leadSources.webhookEndpointCard.testFailedDescription', {
              platform: platform.name,
              error: error instanceof Error ? error.message : String(error),
            }),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card data-testid={`webhook-${platform.id}`}>
      <CardHeader className="flex-row items-start gap-3">
        <span aria-hidden className={cn('mt-1 size-3 shrink-0 rounded-full', platform.accent)} />
        <div className="min-w-0 flex-1 space-y-1">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {platform.name}
            {platform.methods.map((m) => (
              <Badge key={m} variant="outline" className="font-mono">
                {m}
              </Badge>
            ))}
          </CardTitle>
          <CardDescription>{platform.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <code
            className="min-w-0 flex-1 rounded-md border bg-muted/60 px-3 py-2 font-mono text-xs leading-5 break-all sm:truncate sm:text-sm"
            title={url}
          >
            {url}
          </code>
          <div className="flex gap-2">
            <Button
              variant="outline"
              onClick={onCopy}
              aria-label={t('leadSources.webhookEndpointCard.copyWebhookUrl', { name: platform.name })}
              className="flex-1 sm:flex-none"
            >
              {copied ? <CheckIcon aria-hidden className="text-emerald-600" /> : <CopyIcon aria-hidden />}
              {copied
                ? t('leadSources.webhookEndpointCard.copied')
                : t('leadSources.webhookEndpointCard.copy')}
            </Button>
            <Button
              onClick={onTest}
              disabled={test.isPending}
              aria-label={t('leadSources.webhookEndpointCard.testWebhook', { name: platform.name })}
              className="flex-1 sm:flex-none"
            >
              {test.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden />
              ) : (
                <FlaskConicalIcon aria-hidden />
              )}
              {t('leadSources.webhookEndpointCard.test')}
            </Button>
          </div>
        </div>
        <div>
          <p className="mb-2 text-sm font-medium">{t('leadSources.webhookEndpointCard.setupSteps')}</p>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
            {platform.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
