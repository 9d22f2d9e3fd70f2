import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ChannelInbox } from '@/features/conversations/components/channel-inbox';

export default function EmailConversationsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.emailConversations.emailConversations')}
        description={t('pages.emailConversations.emailThreadsBetweenYourLeads')}
      />
      <ChannelInbox channel="email" />
    </div>
  );
}
