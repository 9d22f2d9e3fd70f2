import { runsStores } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { DealershipPicker } from '@/components/dealership-picker';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import { useAiSettings } from '@/features/ai-settings/api/get-ai-settings';
import { AiSettingsForm } from '@/features/ai-settings/components/ai-settings-form';
import { useMe } from '@/features/auth/api/get-me';
import { usePickedDealership } from '@/hooks/use-picked-dealership';

export default function AiSettingsPage() {
  const { t } = useTranslation();
  // Defaults to the first dealership (or the one the shell has selected).
  const { dealerships, isPending, dealershipId, setDealershipId } = usePickedDealership();
  const dealership = dealerships?.find((d) => d.id === dealershipId);
  const settings = useAiSettings(dealershipId);
  // The server lets managers and admins save; a salesperson reads the settings (the same rule, shown before typing).
  const { data: me } = useMe();
  const readOnly = !runsStores(me?.role);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.aiSettings.aiSettings')}
        description={t('pages.aiSettings.tuneTheAiSalesAssistant')}
        actions={
          <DealershipPicker
            name="ai-dealership"
            dealerships={dealerships}
            isPending={isPending}
            value={dealershipId}
            onChange={setDealershipId}
          />
        }
      />
      <QueryPanel query={settings} ready={dealership !== undefined}>
        {(data) =>
          dealership && (
            <AiSettingsForm key={dealership.id} settings={data} dealership={dealership} readOnly={readOnly} />
          )
        }
      </QueryPanel>
    </div>
  );
}
