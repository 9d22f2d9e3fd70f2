import type { Channel } from '@lead-manager/contracts/conversations';
import type { Lead } from '@lead-manager/contracts/leads';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSendConversationMessage } from '../api/send-conversation-message';
import { useSendLeadMessage } from '../api/send-lead-message';
import { useReplyDraft } from '../hooks/use-reply-draft';
import { blankSubjectFallback } from './conversation-utils';
import { OptOutNotice, optOutOf } from './opt-out-notice';

/**
 * The reply box under a thread: a subject for email, the 160-character count for SMS. What is typed is kept as the
 * lead's draft on this channel until it is sent, so choosing another conversation and coming back loses nothing.
 * It answers in `conversationId` (an inbox's open thread), else on the lead's channel (a lead's page, where there
 * may be no conversation on it yet).
 */
export function ReplyForm({
  leadId,
  lead,
  conversationId,
  channel,
  dealershipName,
  placeholder,
  sendLabel,
  focusKey,
}: {
  leadId: number;
  lead: Lead | undefined;
  conversationId?: number;
  channel: Channel;
  dealershipName: string | undefined;
  placeholder: string;
  sendLabel: string;
  /** Set: the cursor goes to the message box, and again whenever it changes (another notice about this lead). */
  focusKey?: string;
}) {
  const { t } = useTranslation();
  const toConversation = useSendConversationMessage();
  const toLead = useSendLeadMessage();
  const send = conversationId ? toConversation : toLead;
  const {
    draft: { text: message, subject },
    setText: setMessage,
    setSubject,
    clear,
  } = useReplyDraft(leadId, channel);
  const optOut = optOutOf(lead, channel);
  const box = useRef<HTMLTextAreaElement>(null);
  // A notice's link opens the lead at its reply box (the person came to answer), also when the page is open.
  useEffect(() => {
    if (focusKey) box.current?.focus();
  }, [focusKey]);
  const noticeId = `${channel}-opt-out-${leadId}`;

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const body = message.trim();
    if (!body || send.isPending) return;
    const subjectLine =
      channel === 'email' ? subject.trim() || blankSubjectFallback(dealershipName) : undefined;
    const done = { onSuccess: clear, onError: (error: unknown) => console.error('send failed', error) };
    if (conversationId)
      toConversation.mutate({ conversationId, message: body, type: channel, subject: subjectLine }, done);
    else toLead.mutate({ leadId, message: body, channel, subject: subjectLine }, done);
  };

  return (
    <form onSubmit={onSend} className="space-y-2 border-t p-4">
      {channel === 'email' ? (
        <div className="space-y-1.5">
          <Label htmlFor="email-subject">{t('conversations.replyForm.subject')}</Label>
          <Input
            id="email-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            placeholder={blankSubjectFallback(dealershipName)}
          />
        </div>
      ) : null}
      <Label htmlFor={`${channel}-message`} className="sr-only">
        {t('conversations.replyForm.message')}
      </Label>
      <Textarea
        id={`${channel}-message`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={placeholder}
        rows={3}
        ref={box}
        disabled={optOut !== undefined}
        aria-describedby={optOut ? noticeId : undefined}
      />
      {optOut ? <OptOutNotice id={noticeId} optOut={optOut} channel={channel} /> : null}
      <div className="flex items-center justify-between gap-2">
        {channel === 'sms' ? (
          <span className={cn('text-xs', message.length > 160 ? 'text-amber-700' : 'text-muted-foreground')}>
            {message.length}/160
          </span>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!message.trim() || send.isPending || optOut !== undefined}>
          <SendIcon aria-hidden />
          {send.isPending ? t('conversations.replyForm.sending') : sendLabel}
        </Button>
      </div>
      {send.isError ? (
        <p className="text-xs text-destructive" role="alert">
          {errorText(send.error)}
        </p>
      ) : null}
    </form>
  );
}
