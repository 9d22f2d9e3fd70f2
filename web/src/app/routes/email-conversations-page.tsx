import { PageHeader } from '@/components/page-header';
import { ChannelInbox } from '@/features/conversations/components/channel-inbox';

export default function EmailConversationsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Email Conversations"
        description="Email threads between your leads, the AI assistant and your team."
      />
      <ChannelInbox channel="email" />
    </div>
  );
}
