import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DealershipSettings,
  type UpdateDealership,
  UpdateDealershipSchema,
} from '@lead-manager/contracts/dealerships';
import { ClockIcon, InboxIcon, SendIcon, StoreIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useUpdateDealership } from '../api/update-dealership';
import { BusinessHoursFields } from './business-hours-fields';

type FormInput = z.input<typeof UpdateDealershipSchema>;
const TEXT_FIELDS = [
  'name',
  'phone',
  'address',
  'timezone',
  'smsSender',
  'smsMessagesPerSecond',
  'emailFromName',
  'emailFromAddress',
  'inboundEmail',
  'crmLeadEmails',
] as const;

const toFormValues = (d: DealershipSettings): FormInput => ({
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, d[f]?.toString() ?? ''])),
  // One line the admin edits; the schema splits it back into the list.
  crmLeadEmails: d.crmLeadEmails.join(', '),
  businessHours: d.businessHours,
});

const timeZones = () =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A store's profile, opening hours and sending identity. Admins edit; managers see their stores read-only.
 */
export function DealershipSettingsForm({
  dealership,
  canEdit,
}: {
  dealership: DealershipSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useUpdateDealership();
  const defaults = useMemo(() => toFormValues(dealership), [dealership]);
  const { register, control, handleSubmit, reset, formState } = useForm<FormInput, unknown, UpdateDealership>(
    {
      resolver: zodResolver(UpdateDealershipSchema),
      defaultValues: defaults,
    },
  );
  const errors = formState.errors;
  const zones = useMemo(timeZones, []);

  useEffect(() => reset(defaults), [defaults, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: dealership.id, ...values },
      {
        onSuccess: () =>
          toast({ title: t('dealerships.dealershipSettingsForm.dealershipSaved'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('dealerships.dealershipSettingsForm.couldNotSaveTheDealership'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    ),
  );

  const field = (
    name: (typeof TEXT_FIELDS)[number],
    label: string,
    options: { hint?: string; placeholder?: string; type?: string; list?: string; wide?: boolean } = {},
  ) => (
    <div className={options.wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
      <Label htmlFor={`dealership-${name}`}>{label}</Label>
      <Input
        id={`dealership-${name}`}
        type={options.type ?? 'text'}
        list={options.list}
        placeholder={options.placeholder}
        aria-describedby={options.hint ? `dealership-${name}-hint` : undefined}
        aria-invalid={errors[name] ? true : undefined}
        {...register(name)}
      />
      {options.hint ? (
        <p id={`dealership-${name}-hint`} className="text-xs text-muted-foreground">
          {options.hint}
        </p>
      ) : null}
      <FieldError message={errors[name]?.message} />
    </div>
  );

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-6"
      noValidate
      aria-label={t('dealerships.dealershipSettingsForm.dealershipSettings')}
    >
      <fieldset disabled={!canEdit || save.isPending} className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <StoreIcon className="size-4" aria-hidden /> {t('dealerships.dealershipSettingsForm.store')}
            </CardTitle>
            <CardDescription>{t('dealerships.dealershipSettingsForm.howTheStoreIsNamed')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('name', t('dealerships.dealershipSettingsForm.field_name'), { wide: true })}
            {field('phone', t('dealerships.dealershipSettingsForm.field_phone'), { type: 'tel' })}
            {field('timezone', t('dealerships.dealershipSettingsForm.field_timezone'), {
              list: 'dealership-timezones',
              hint: t('dealerships.dealershipSettingsForm.ianaZoneEGAmerica'),
            })}
            <datalist id="dealership-timezones">
              {zones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            {field('address', t('dealerships.dealershipSettingsForm.field_address'), { wide: true })}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ClockIcon className="size-4" aria-hidden />{' '}
              {t('dealerships.dealershipSettingsForm.businessHours')}
            </CardTitle>
            <CardDescription>
              {t('dealerships.dealershipSettingsForm.theAssistantAnswersWhenAre')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Controller
              control={control}
              name="businessHours"
              render={({ field: hours }) => (
                <BusinessHoursFields
                  value={hours.value ?? dealership.businessHours}
                  onChange={hours.onChange}
                  errors={errors.businessHours as never}
                  disabled={!canEdit}
                />
              )}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <SendIcon className="size-4" aria-hidden />{' '}
              {t('dealerships.dealershipSettingsForm.sendingIdentity')}
            </CardTitle>
            <CardDescription>{t('dealerships.dealershipSettingsForm.whoTheStoreSTexts')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('smsSender', t('dealerships.dealershipSettingsForm.field_smsSender'), {
              wide: true,
              placeholder: t('dealerships.dealershipSettingsForm.theGroupSNumberTwilio'),
              hint: t('dealerships.dealershipSettingsForm.aTwilioNumberInE'),
            })}
            {field(
              'smsMessagesPerSecond',
              t('dealerships.dealershipSettingsForm.field_smsMessagesPerSecond'),
              {
                type: 'number',
                placeholder: t('dealerships.dealershipSettingsForm.noLimit'),
                hint: t('dealerships.dealershipSettingsForm.theSenderSThroughputA'),
              },
            )}
            {field('emailFromName', t('dealerships.dealershipSettingsForm.field_emailFromName'), {
              placeholder: dealership.name,
            })}
            {field('emailFromAddress', t('dealerships.dealershipSettingsForm.field_emailFromAddress'), {
              type: 'email',
              placeholder: t('dealerships.dealershipSettingsForm.theGroupSAddressSmtp'),
            })}
            {field('inboundEmail', t('dealerships.dealershipSettingsForm.field_inboundEmail'), {
              type: 'email',
              wide: true,
              hint: t('dealerships.dealershipSettingsForm.theAddressYourEMail'),
            })}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <InboxIcon className="size-4" aria-hidden />{' '}
              {t('dealerships.dealershipSettingsForm.crmHandoff')}
            </CardTitle>
            <CardDescription>{t('dealerships.dealershipSettingsForm.crmHandoffDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('crmLeadEmails', t('dealerships.dealershipSettingsForm.field_crmLeadEmails'), {
              wide: true,
              hint: t('dealerships.dealershipSettingsForm.crmLeadEmailsHint'),
            })}
          </CardContent>
        </Card>
      </fieldset>

      {canEdit ? (
        <FormActions
          saveLabel={t('dealerships.dealershipSettingsForm.saveDealership')}
          pending={save.isPending}
          dirty={formState.isDirty}
          onCancel={() => reset(defaults)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('dealerships.dealershipSettingsForm.onlyAnAdminCanChange')}
        </p>
      )}
    </form>
  );
}
