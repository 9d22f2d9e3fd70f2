import { PageHeader } from '@/components/page-header';
import { ChannelInbox } from '@/features/conversations/components/channel-inbox';

export default function SmsConversationsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="SMS Conversations"
        description="Text conversations between your leads, the AI assistant and your team."
      />
      <ChannelInbox channel="sms" />
    </div>
  );
}
