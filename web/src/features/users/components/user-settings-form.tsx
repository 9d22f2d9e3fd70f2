import { zodResolver } from '@hookform/resolvers/zod';
import { TIMEZONES, type UserSettings, UserSettingsSchema } from '@lead-manager/contracts/users';
import { BellIcon, GlobeIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useUpdateUserSettings } from '../api/update-user-settings';

const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  'America/New_York': 'Eastern Time (ET)',
  'America/Chicago': 'Central Time (CT)',
  'America/Denver': 'Mountain Time (MT)',
  'America/Los_Angeles': 'Pacific Time (PT)',
};
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
] as const;
const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

const NOTIFICATIONS = [
  { name: 'emailNotifications', label: 'Email notifications', hint: 'New leads and replies by email' },
  { name: 'smsNotifications', label: 'SMS notifications', hint: 'Urgent updates by text message' },
  { name: 'soundNotifications', label: 'Sound notifications', hint: 'Play a sound for real-time alerts' },
] as const;

export function UserSettingsForm({
  settings,
  securitySlot,
}: {
  settings: UserSettings;
  securitySlot?: ReactNode;
}) {
  const save = useUpdateUserSettings();
  const form = useForm<UserSettings>({ resolver: zodResolver(UserSettingsSchema), defaultValues: settings });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when saved settings change
  useEffect(() => reset(settings), [settings]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Settings saved', description: 'Your preferences were updated.', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Could not save settings', description: errorText(error), variant: 'destructive' }),
    }),
  );

  const select = (
    name: 'timezone' | 'language' | 'theme',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div className="space-y-1.5">
      <Label id={`settings-${name}-label`}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger aria-labelledby={`settings-${name}-label`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserIcon className="size-4" aria-hidden /> Profile
          </CardTitle>
          <CardDescription>How you appear to your team.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="settings-full-name">Full Name</Label>
            <Input id="settings-full-name" autoComplete="name" {...register('fullName')} />
            <FieldError message={errors.fullName?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-email">Email</Label>
            <Input id="settings-email" type="email" autoComplete="email" {...register('email')} />
            <FieldError message={errors.email?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-phone">Phone</Label>
            <Input id="settings-phone" type="tel" autoComplete="tel" {...register('phone')} />
            <FieldError message={errors.phone?.message} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BellIcon className="size-4" aria-hidden /> Notifications
          </CardTitle>
          <CardDescription>Choose how you hear about new activity.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {NOTIFICATIONS.map((n) => (
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
            <GlobeIcon className="size-4" aria-hidden /> Preferences
          </CardTitle>
          <CardDescription>Time zone, language and appearance.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {select(
            'timezone',
            'Timezone',
            TIMEZONES.map((t) => ({ value: t, label: TIMEZONE_LABELS[t] })),
          )}
          {select('language', 'Language', LANGUAGES)}
          {select('theme', 'Theme', THEMES)}
        </CardContent>
      </Card>

      {securitySlot}

      <FormActions
        saveLabel="Save Settings"
        pending={save.isPending}
        dirty={formState.isDirty}
        onCancel={() => reset(settings)}
      />
    </form>
  );
}
