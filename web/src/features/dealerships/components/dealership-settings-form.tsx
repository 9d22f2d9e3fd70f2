import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DealershipSettings,
  type UpdateDealership,
  UpdateDealershipSchema,
} from '@lead-manager/contracts/dealerships';
import { ClockIcon, SendIcon, StoreIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
] as const;

const toFormValues = (d: DealershipSettings): FormInput => ({
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, d[f]?.toString() ?? ''])),
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
        onSuccess: () => toast({ title: 'Dealership saved', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Could not save the dealership',
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
    <form onSubmit={onSubmit} className="space-y-6" noValidate aria-label="Dealership settings">
      <fieldset disabled={!canEdit || save.isPending} className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <StoreIcon className="size-4" aria-hidden /> Store
            </CardTitle>
            <CardDescription>How the store is named and reached; the assistant quotes these.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('name', 'Name', { wide: true })}
            {field('phone', 'Phone', { type: 'tel' })}
            {field('timezone', 'Time zone', {
              list: 'dealership-timezones',
              hint: 'IANA zone, e.g. America/New_York: bookings, quiet hours and business hours use it.',
            })}
            <datalist id="dealership-timezones">
              {zones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            {field('address', 'Address', { wide: true })}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ClockIcon className="size-4" aria-hidden /> Business hours
            </CardTitle>
            <CardDescription>
              The assistant answers "when are you open?" and books inside these.
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
              <SendIcon className="size-4" aria-hidden /> Sending identity
            </CardTitle>
            <CardDescription>
              Who the store's texts and e-mails come from. Empty fields use the group's settings.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('smsSender', 'SMS sender', {
              wide: true,
              placeholder: "The group's number (TWILIO_PHONE_NUMBER)",
              hint: 'A Twilio number in E.164 (+12165550134) or a Messaging Service SID (MG…). Replies to it come back to this store.',
            })}
            {field('smsMessagesPerSecond', 'Texts per second', {
              type: 'number',
              placeholder: 'No limit',
              hint: "The sender's throughput (a 10DLC number may get 1 a second or less). Bursts are spread out, never dropped. Give stores that share a number the same limit.",
            })}
            {field('emailFromName', 'E-mail From name', { placeholder: dealership.name })}
            {field('emailFromAddress', 'E-mail From address', {
              type: 'email',
              placeholder: "The group's address (SMTP_FROM)",
            })}
            {field('inboundEmail', 'Inbound e-mail address', {
              type: 'email',
              wide: true,
              hint: 'The address your e-mail provider forwards replies from, so they reach this store.',
            })}
          </CardContent>
        </Card>
      </fieldset>

      {canEdit ? (
        <FormActions
          saveLabel="Save Dealership"
          pending={save.isPending}
          dirty={formState.isDirty}
          onCancel={() => reset(defaults)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Only an admin can change a dealership's settings.</p>
      )}
    </form>
  );
}
