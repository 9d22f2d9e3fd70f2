import { BotIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SourceBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** Sample conversations per source: who speaks each line; the words are in the catalogue, in the person's language. */
type Example = { source: string; score: number; speakers: ('customer' | 'ai')[] };

const EXAMPLES: Example[] = [
  { source: 'facebook', score: 92, speakers: ['customer', 'ai', 'customer', 'ai'] },
  { source: 'instagram', score: 84, speakers: ['customer', 'ai', 'customer', 'ai'] },
  { source: 'tiktok', score: 71, speakers: ['customer', 'ai', 'customer'] },
  { source: 'youtube', score: 88, speakers: ['customer', 'ai', 'customer', 'ai'] },
];

const PATHS = [
  { source: 'facebook', path: '/api/webhooks/facebook' },
  { source: 'google', path: '/api/webhooks/google' },
  { source: 'instagram', path: '/api/webhooks/instagram' },
  { source: 'tiktok', path: '/api/webhooks/tiktok' },
  { source: 'youtube', path: '/api/webhooks/youtube' },
  { source: 'website', path: '/api/leads/capture' },
];

function scoreVariant(score: number) {
  return score >= 85 ? 'success' : score >= 75 ? 'info' : 'warning';
}

export function ConversationExamples() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {EXAMPLES.map((ex) => (
          <Card key={ex.source}>
            <CardHeader className="flex-row items-center justify-between gap-2">
              <div className="space-y-1">
                <CardTitle className="text-sm">{t(`aiSettings.examples.${ex.source}.title`)}</CardTitle>
                <SourceBadge source={ex.source} />
              </div>
              <Badge variant={scoreVariant(ex.score)}>
                {t('aiSettings.conversationExamples.score100', { score: ex.score })}
              </Badge>
            </CardHeader>
            <CardContent className="space-y-2">
              {ex.speakers.map((from, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: static example lines
                  key={i}
                  className={cn(
                    'flex items-start gap-2 text-sm',
                    from === 'customer' ? 'flex-row-reverse text-right' : '',
                  )}
                >
                  <span
                    className={cn(
                      'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                      from === 'ai' ? 'bg-blue-100 text-blue-800' : 'bg-slate-100 text-slate-700',
                    )}
                    aria-hidden
                  >
                    {from === 'ai' ? <BotIcon className="size-3.5" /> : <UserIcon className="size-3.5" />}
                  </span>
                  <p
                    className={cn(
                      'rounded-2xl px-3 py-1.5',
                      from === 'ai' ? 'bg-muted' : 'bg-primary text-primary-foreground',
                    )}
                  >
                    <span className="sr-only">
                      {from === 'ai'
                        ? t('aiSettings.conversationExamples.ai')
                        : t('aiSettings.conversationExamples.customer')}
                    </span>
                    {t(`aiSettings.examples.${ex.source}.lines.${i + 1}`)}
                  </p>
                </div>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('aiSettings.conversationExamples.webhookPathsPerSource')}</CardTitle>
          <CardDescription>
            {t('aiSettings.conversationExamples.whereEachPlatformDeliversIts')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('aiSettings.conversationExamples.source')}</TableHead>
                <TableHead>{t('aiSettings.conversationExamples.method')}</TableHead>
                <TableHead>{t('aiSettings.conversationExamples.path')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {PATHS.map((p) => (
                <TableRow key={p.path}>
                  <TableCell>
                    <SourceBadge source={p.source} />
                  </TableCell>
                  <TableCell>{t('aiSettings.conversationExamples.post')}</TableCell>
                  <TableCell>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{p.path}</code>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
