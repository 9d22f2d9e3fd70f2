import { zodResolver } from '@hookform/resolvers/zod';
import { TIMEZONES, type UserSettings, UserSettingsSchema } from '@lead-manager/contracts/users';
import type { TFunction } from 'i18next';
import { BellIcon, GlobeIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { LabelledSelect } from '@/components/labelled-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { applyLanguage, i18n } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useUpdateUserSettings } from '../api/update-user-settings';

const timezoneLabels = (t: TFunction): Record<(typeof TIMEZONES)[number], string> => ({
  'America/New_York': t('users.settingsForm.zoneEastern'),
  'America/Chicago': t('users.settingsForm.zoneCentral'),
  'America/Denver': t('users.settingsForm.zoneMountain'),
  'America/Los_Angeles': t('users.settingsForm.zonePacific'),
});
/** Each language in its own words, so anyone can find theirs. */
const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
] as const;
const themes = (t: TFunction) =>
  [
    { value: 'light', label: t('users.settingsForm.themeLight') },
    { value: 'dark', label: t('users.settingsForm.themeDark') },
    { value: 'system', label: t('users.settingsForm.themeSystem') },
  ] as const;

const notifications = (t: TFunction) =>
  [
    {
      name: 'emailNotifications',
      label: t('users.settingsForm.emailNotifications'),
      hint: t('users.settingsForm.emailNotificationsHint'),
    },
    {
      name: 'smsNotifications',
      label: t('users.settingsForm.smsNotifications'),
      hint: t('users.settingsForm.smsNotificationsHint'),
    },
    {
      name: 'soundNotifications',
      label: t('users.settingsForm.soundNotifications'),
      hint: t('users.settingsForm.soundNotificationsHint'),
    },
  ] as const;

export function UserSettingsForm({
  settings,
  securitySlot,
}: {
  settings: UserSettings;
  securitySlot?: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useUpdateUserSettings();
  const form = useForm<UserSettings>({ resolver: zodResolver(UserSettingsSchema), defaultValues: settings });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when saved settings change
  useEffect(() => reset(settings), [settings]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      // The toast speaks the language just chosen.
      onSuccess: (saved) =>
        void applyLanguage(saved.language).then(() =>
          toast({
            title: i18n.t('users.settingsForm.saved'),
            description: i18n.t('users.settingsForm.savedDescription'),
            variant: 'success',
          }),
        ),
      onError: (error) =>
        toast({
          title: t('users.settingsForm.saveFailed'),
          description: errorText(error),
          variant: 'destructive',
        }),
    }),
  );

  const select = (
    name: 'timezone' | 'language' | 'theme',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LabelledSelect
          id={`settings-${name}`}
          label={label}
          value={field.value}
          onValueChange={field.onChange}
          options={options}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserIcon className="size-4" aria-hidden /> {t('users.settingsForm.profile')}
          </CardTitle>
          <CardDescription>{t('users.settingsForm.howYouAppearToYour')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="settings-full-name">{t('users.settingsForm.fullName')}</Label>
            <Input id="settings-full-name" autoComplete="name" {...register('fullName')} />
            <FieldError message={errors.fullName?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-email">{t('users.settingsForm.email')}</Label>
            <Input id="settings-email" type="email" autoComplete="email" {...register('email')} />
            <FieldError message={errors.email?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-phone">{t('users.settingsForm.phone')}</Label>
            <Input id="settings-phone" type="tel" autoComplete="tel" {...register('phone')} />
            <FieldError message={errors.phone?.message} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BellIcon className="size-4" aria-hidden /> {t('users.settingsForm.notifications')}
          </CardTitle>
          <CardDescription>{t('users.settingsForm.chooseHowYouHearAbout')}</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {notifications(t).map((n) => (
            <Controller
              key={n.name}
              control={control}
              name={n.name}
              render={({ field }) => (
                <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div>
                    <Label htmlFor={`settings-${n.name}`}>{n.label}</Label>
                    <p className="mt-1 text-sm text-muted-foreground">{n.hint}</p>
                  </div>
                  <Switch id={`settings-${n.name}`} checked={field.value} onCheckedChange={field.onChange} />
                </div>
              )}
            />
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <GlobeIcon className="size-4" aria-hidden /> {t('users.settingsForm.preferences')}
          </CardTitle>
          <CardDescription>{t('users.settingsForm.timeZoneLanguageAndAppearance')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {select(
            'timezone',
            t('users.settingsForm.timezone'),
            TIMEZONES.map((zone) => ({ value: zone, label: timezoneLabels(t)[zone] })),
          )}
          {select('language', t('users.settingsForm.language'), LANGUAGE_OPTIONS)}
          {select('theme', t('users.settingsForm.theme'), themes(t))}
        </CardContent>
      </Card>

      {securitySlot}

      <FormActions
        saveLabel={t('users.settingsForm.saveSettings')}
        pending={save.isPending}
        dirty={formState.isDirty}
        onCancel={() => reset(settings)}
      />
    </form>
  );
}
