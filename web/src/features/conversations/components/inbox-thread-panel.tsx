import type { Channel, Conversation } from '@lead-manager/contracts/conversations';
import { ArrowLeftIcon, BotIcon, HeadsetIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LeadLanguageBadge } from '@/components/lead-language-badge';
import { LeadPageLink } from '@/components/lead-page-link';
import { PhoneNumber } from '@/components/phone-number';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';

/** The open conversation of an inbox: who, its controls, the thread and the reply box. */
export function InboxThreadPanel({
  conversation: selected,
  channel,
  messages,
  threadRef,
  dealershipName,
  placeholder,
  sendLabel,
  updating,
  onPatch,
  onBack,
}: {
  conversation: Conversation;
  channel: Channel;
  messages: Conversation['messages'];
  threadRef: RefObject<HTMLDivElement | null>;
  dealershipName: string | undefined;
  placeholder: string;
  sendLabel: string;
  updating: boolean;
  onPatch: (input: { aiPaused?: boolean; isActive?: boolean }) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const name = selected.lead?.name ?? t('conversations.inboxThreadPanel.unknownLead');
  const vehicle = selected.lead?.vehicleInterest;
  const email = channel === 'email' ? selected.lead?.email : undefined;
  const detail = [email, vehicle].filter(Boolean).join(' · ');
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-3 border-b p-4">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          onClick={onBack}
          aria-label={t('conversations.inbox.backToList')}
        >
          <ArrowLeftIcon aria-hidden />
        </Button>
        <InitialsAvatar id={selected.leadId} name={name} />
        <div className="min-w-[10rem] flex-1">
          <h2 className="font-semibold break-words lg:truncate" title={name}>
            {name}
          </h2>
          <p className="text-sm break-words text-muted-foreground lg:truncate" title={detail}>
            {channel === 'sms' ? <PhoneNumber phone={selected.lead?.phone} /> : null}
            {channel === 'sms' && selected.lead?.phone && detail ? ' · ' : null}
            {detail}
          </p>
        </div>
        <LeadLanguageBadge language={selected.lead?.language} />
        <DealershipBadge dealershipId={selected.dealershipId} />
        <Badge variant={selected.isActive ? 'success' : 'muted'}>
          {selected.isActive
            ? t('conversations.inboxThreadPanel.active')
            : t('conversations.inboxThreadPanel.completed')}
        </Badge>
        <div className="flex w-full flex-wrap gap-2 lg:pl-[52px]">
          <Button
            variant="outline"
            size="sm"
            disabled={updating}
            onClick={() => onPatch({ aiPaused: !selected.aiPaused })}
          >
            {selected.aiPaused ? <BotIcon aria-hidden /> : <HeadsetIcon aria-hidden />}
            {selected.aiPaused
              ? t('conversations.inboxThreadPanel.resumeAi')
              : t('conversations.inboxThreadPanel.transferToAgent')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={updating}
            onClick={() => onPatch({ isActive: !selected.isActive })}
          >
            {selected.isActive
              ? t('conversations.inbox.markCompleted')
              : t('conversations.inboxThreadPanel.reopen')}
          </Button>
          <LeadPageLink leadId={selected.leadId} />
        </div>
      </div>
      <MessageThread messages={messages} scrollRef={threadRef} />
      <ReplyForm
        key={selected.id}
        leadId={selected.leadId}
        lead={selected.lead}
        conversationId={selected.id}
        channel={channel}
        dealershipName={dealershipName}
        placeholder={placeholder}
        sendLabel={sendLabel}
      />
    </>
  );
}
