import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ChannelInbox } from '@/features/conversations/components/channel-inbox';

export default function SmsConversationsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.smsConversations.smsConversations')}
        description={t('pages.smsConversations.textConversationsBetweenYourLeads')}
      />
      <ChannelInbox channel="sms" />
    </div>
  );
}
