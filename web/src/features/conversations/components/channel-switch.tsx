import type { Channel } from '@lead-manager/contracts/conversations';
import { MailIcon, MessageSquareIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** SMS or e-mail: which of the lead's conversations the dialog shows and replies on. */
export function ChannelSwitch({
  channel,
  onChange,
}: {
  channel: Channel;
  onChange: (channel: Channel) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleGroup.Root
      type="single"
      value={channel}
      onValueChange={(v) => v && onChange(v as Channel)}
      aria-label={t('conversations.conversationDialog.channel')}
      className="mt-3 inline-flex w-fit rounded-lg bg-muted p-1"
    >
      {(['sms', 'email'] as const).map((c) => (
        <ToggleGroup.Item
          key={c}
          value={c}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
            channel === c && 'bg-card text-foreground shadow-sm',
          )}
        >
          {c === 'sms' ? (
            <MessageSquareIcon className="size-4" aria-hidden />
          ) : (
            <MailIcon className="size-4" aria-hidden />
          )}
          {c === 'sms' ? 'SMS' : t('conversations.conversationDialog.email')}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
