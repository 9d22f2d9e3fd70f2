import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Marks a lead made by the Webhook Setup Test button: not business, left out of the dashboard and reports. */
export function TestLeadBadge({ isTest }: { isTest: boolean }) {
  const { t } = useTranslation();
  if (!isTest) return null;
  return (
    <Badge
      variant="outline"
      className="shrink-0 border-dashed text-[10px] uppercase"
      title={t('leads.testLeadBadge.madeByAWebhookTest')}
    >
      {t('leads.testLeadBadge.test')}
    </Badge>
  );
}
