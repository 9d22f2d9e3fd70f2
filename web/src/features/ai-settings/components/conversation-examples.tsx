import { BotIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SourceBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

type Example = {
  source: string;
  title: string;
  score: number;
  lines: { from: 'customer' | 'ai'; text: string }[];
};

const EXAMPLES: Example[] = [
  {
    source: 'facebook',
    title: 'Lead Ad: truck shopper',
    score: 92,
    lines: [
      { from: 'customer', text: 'Hi, I saw your ad for the Silverado. Is the Trail Boss still available?' },
      {
        from: 'ai',
        text: 'Hi Mike! Yes, we have two Trail Boss trucks on the lot. Will you mostly tow, or is it a daily driver?',
      },
      { from: 'customer', text: 'Mostly towing a boat on weekends, about 6,000 lbs.' },
      {
        from: 'ai',
        text: 'Great fit. Would Saturday at 10am or 1pm work for a test drive with a hitch demo?',
      },
    ],
  },
  {
    source: 'instagram',
    title: 'Story reply: first EV',
    score: 84,
    lines: [
      { from: 'customer', text: 'How far does the IONIQ 5 go on a charge?' },
      {
        from: 'ai',
        text: 'Up to about 300 miles depending on trim. How many miles do you drive on a typical day?',
      },
      { from: 'customer', text: 'Around 40, and I can charge at home.' },
      {
        from: 'ai',
        text: 'Then home charging covers you easily. Want to feel it on a test drive this week?',
      },
    ],
  },
  {
    source: 'tiktok',
    title: 'Video comment: sporty SUV',
    score: 71,
    lines: [
      { from: 'customer', text: 'that bronco in the video 😍 how much??' },
      {
        from: 'ai',
        text: 'It is a head-turner! A consultant will share exact pricing. Are you after 2-door or 4-door?',
      },
      { from: 'customer', text: '4 door, need room for the dog' },
    ],
  },
  {
    source: 'youtube',
    title: 'Lead form: family hauler',
    score: 88,
    lines: [
      { from: 'customer', text: 'We need three rows and good safety ratings.' },
      {
        from: 'ai',
        text: 'The Traverse and Tahoe both seat up to 8. Do you want to compare them side by side on one visit?',
      },
      { from: 'customer', text: 'Yes please, Thursday evening?' },
      { from: 'ai', text: 'Booked for Thursday at 6pm. You will get a confirmation text shortly.' },
    ],
  },
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
                <CardTitle className="text-sm">{ex.title}</CardTitle>
                <SourceBadge source={ex.source} />
              </div>
              <Badge variant={scoreVariant(ex.score)}>
                {t('aiSettings.conversationExamples.score100', { score: ex.score })}
              </Badge>
            </CardHeader>
            <CardContent className="space-y-2">
              {ex.lines.map((line, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: static example lines
                  key={i}
                  className={cn(
                    'flex items-start gap-2 text-sm',
                    line.from === 'customer' ? 'flex-row-reverse text-right' : '',
                  )}
                >
                  <span
                    className={cn(
                      'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                      line.from === 'ai' ? 'bg-blue-100 text-blue-800' : 'bg-slate-100 text-slate-700',
                    )}
                    aria-hidden
                  >
                    {line.from === 'ai' ? (
                      <BotIcon className="size-3.5" />
                    ) : (
                      <UserIcon className="size-3.5" />
                    )}
                  </span>
                  <p
                    className={cn(
                      'rounded-2xl px-3 py-1.5',
                      line.from === 'ai' ? 'bg-muted' : 'bg-primary text-primary-foreground',
                    )}
                  >
                    <span className="sr-only">
                      {line.from === 'ai' ? 'AI: ' : t('aiSettings.conversationExamples.customer')}
                    </span>
                    {line.text}
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
