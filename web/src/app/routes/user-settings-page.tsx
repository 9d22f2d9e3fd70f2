import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserSettings } from '@/features/users/api/get-user-settings';
import { ChangePasswordCard } from '@/features/users/components/change-password-card';
import { UserSettingsForm } from '@/features/users/components/user-settings-form';
import { errorText } from '@/lib/api-client';

export default function UserSettingsPage() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={t('pages.userSettings.settings')}
        description={t('pages.userSettings.yourProfileNotificationsAndPreferences')}
      />
      {settings.isError ? (
        <Card className="p-6 text-sm text-destructive" role="alert">
          {errorText(settings.error)}
        </Card>
      ) : settings.data ? (
        <UserSettingsForm settings={settings.data} securitySlot={<ChangePasswordCard />} />
      ) : (
        <Card className="space-y-4 p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </Card>
      )}
    </div>
  );
}
