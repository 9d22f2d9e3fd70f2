import type { Conversation } from '@lead-manager/contracts/conversations';
import { BotIcon, HeadsetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useUpdateConversation } from '../api/update-conversation';

/** "Transfer to agent" / "Resume AI" on a lead's conversation, with the toast that says what changed. */
export function AgentToggleButton({
  conversation,
  leadName,
}: {
  conversation: Conversation;
  leadName: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateConversation();
  const toggle = () => {
    const aiPaused = !conversation.aiPaused;
    update.mutate(
      { id: conversation.id, aiPaused },
      {
        onSuccess: () =>
          toast({
            title: aiPaused
              ? t('conversations.conversationDialog.transferredToAgent')
              : t('conversations.conversationDialog.aiResumed'),
            description: aiPaused
              ? t('conversations.conversationDialog.theAiAssistantIsPaused', { name: leadName })
              : t('conversations.conversationDialog.theAiAssistantWillReply', { name: leadName }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('conversations.conversationDialog.couldNotUpdateTheConversation'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Button variant="outline" size="sm" onClick={toggle} disabled={update.isPending}>
      {conversation.aiPaused ? <BotIcon aria-hidden /> : <HeadsetIcon aria-hidden />}
      {conversation.aiPaused
        ? t('conversations.conversationDialog.resumeAi')
        : t('conversations.conversationDialog.transferToAgent')}
    </Button>
  );
}
