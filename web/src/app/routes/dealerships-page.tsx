import { runsStores } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { DealershipPicker } from '@/components/dealership-picker';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import { useMe } from '@/features/auth/api/get-me';
import { TwilioNumberCheck } from '@/features/connections/components/twilio-number-check';
import { useDealershipSettings } from '@/features/dealerships/api/get-dealership-settings';
import { DealershipSettingsForm } from '@/features/dealerships/components/dealership-settings-form';
import { useAssignmentRules } from '@/features/lead-assignment/api/assignment-rules';
import { AssignmentRulesCard } from '@/features/lead-assignment/components/assignment-rules-card';
import { usePickedDealership } from '@/hooks/use-picked-dealership';

/** Each store's settings, one card per concern under the store picker; lead assignment is its own form. */
export default function DealershipsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { dealerships, isPending, dealershipId, setDealershipId } = usePickedDealership();
  const settings = useDealershipSettings(dealershipId);
  const rules = useAssignmentRules(dealershipId ?? 0, dealershipId !== undefined);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.dealerships.dealerships')}
        description={t('pages.dealerships.eachStoreSDetailsOpening')}
        actions={
          <DealershipPicker
            name="dealerships-store"
            dealerships={dealerships}
            isPending={isPending}
            value={dealershipId}
            onChange={setDealershipId}
          />
        }
      />
      <QueryPanel query={settings}>
        {(data) => <DealershipSettingsForm key={data.id} dealership={data} canEdit={me?.role === 'admin'} />}
      </QueryPanel>
      {dealershipId !== undefined && runsStores(me?.role) ? (
        <TwilioNumberCheck dealershipId={dealershipId} />
      ) : null}
      <QueryPanel query={rules}>
        {(data) => (
          <AssignmentRulesCard key={data.dealershipId} rules={data} canEdit={runsStores(me?.role)} />
        )}
      </QueryPanel>
    </div>
  );
}
