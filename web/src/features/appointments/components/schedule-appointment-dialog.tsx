import { zodResolver } from '@hookform/resolvers/zod';
import { AppointmentTypeSchema } from '@lead-manager/contracts/appointments';
import type { Lead } from '@lead-manager/contracts/leads';
import { CalendarPlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useDealerships } from '@/hooks/use-dealerships';
import { errorText } from '@/lib/api-client';
import { appointmentTypeLabel, nextBookableHour } from '@/lib/format';
import { shownStoresTimeZone } from '@/lib/store-time';
import { toast } from '@/lib/toast-store';
import { guardClose, useUnsavedChanges } from '@/lib/unsaved-changes';
import { fromStoreWallClock, isWallClock, toStoreWallClock } from '@/lib/wall-clock';
import { useCreateAppointment } from '../api/create-appointment';
import { nextOpenHour } from '../default-appointment-time';
import { TYPE_OPTIONS } from './appointment-options';
import { LeadPicker } from './lead-picker';
import { StoreClockHint } from './store-clock-hint';

const FormSchema = z.object({
  leadId: z.number({ error: 'Choose a lead' }).int().positive('Choose a lead'),
  dealershipId: z.number({ error: 'Choose a dealership' }).int().positive('Choose a dealership'),
  type: AppointmentTypeSchema,
  scheduledAt: z
    .string()
    .min(1, 'Choose a date and time')
    .refine((v) => isWallClock(v), 'Choose a valid date and time'),
  notes: z.string().max(2000).optional(),
});
type FormValues = z.infer<typeof FormSchema>;

export type ScheduleVariant = 'appointments' | 'sends';

/**
 * Two forms with one list of types: 'appointments' (date defaults to now) and 'sends'
 * (empty date).
 */
function ScheduleAppointmentDialog({
  open,
  onOpenChange,
  variant = 'appointments',
  initialLead = null,
  dealershipFilter,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant?: ScheduleVariant;
  initialLead?: Lead | null;
  dealershipFilter: 'all' | number;
  title?: string;
}) {
  const { t } = useTranslation();
  const create = useCreateAppointment();
  const [lead, setLead] = useState<Lead | null>(initialLead);
  const types = TYPE_OPTIONS;
  const dealerships = useDealerships();
  const storeOf = (dealershipId: number | undefined) => dealerships.data?.find((d) => d.id === dealershipId);
  /** The time is typed on the clock of the lead's store (decision 037); the shown stores' until a lead is chosen. */
  const zoneOf = (dealershipId: number | undefined) =>
    storeOf(dealershipId)?.timezone || shownStoresTimeZone();
  /** The next full hour within the lead's store's hours, in its zone; any next hour while the store is unknown. */
  const defaultTime = (dealershipId: number | undefined) => {
    if (variant === 'sends') return '';
    const now = new Date();
    const store = storeOf(dealershipId);
    const open = store ? nextOpenHour(now, store.businessHours, store.timezone) : null;
    return toStoreWallClock(open ?? nextBookableHour(now), zoneOf(dealershipId));
  };
  const defaults = (): Partial<FormValues> => ({
    leadId: initialLead?.id,
    dealershipId: initialLead?.dealershipId,
    type: 'test_drive',
    scheduledAt: defaultTime(
      initialLead?.dealershipId ?? (dealershipFilter === 'all' ? undefined : dealershipFilter),
    ),
    notes: '',
  });
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: defaults() });
  const { register, handleSubmit, control, reset, setValue, formState, watch } = form;
  const zone = zoneOf(watch('dealershipId') ?? (dealershipFilter === 'all' ? undefined : dealershipFilter));
  const errors = formState.errors;
  // Typed details not yet saved: closing the dialog asks first.
  const dirty = open && formState.isDirty;
  useUnsavedChanges(dirty);
  const close = guardClose(dirty, onOpenChange);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset each time the dialog opens
  useEffect(() => {
    if (open) {
      setLead(initialLead);
      reset(defaults());
      create.reset();
    }
  }, [open, initialLead]);

  const chooseLead = (next: Lead | null) => {
    setLead(next);
    // The time follows the chosen lead's store until the person picks one themself.
    if (next && !formState.dirtyFields.scheduledAt) setValue('scheduledAt', defaultTime(next.dealershipId));
    setValue('leadId', next?.id as number, { shouldValidate: formState.isSubmitted });
    setValue('dealershipId', next?.dealershipId as number, { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = handleSubmit((values) => {
    create.mutate(
      {
        leadId: values.leadId,
        dealershipId: values.dealershipId,
        type: values.type,
        status: 'scheduled',
        scheduledAt: fromStoreWallClock(values.scheduledAt, zone)?.toISOString() ?? values.scheduledAt,
        notes: values.notes?.trim() ? values.notes.trim() : null,
      },
      {
        onSuccess: () => {
          toast({
            title: t('appointments.scheduleAppointmentDialog.appointmentScheduled'),
            description: `${lead?.name ?? t('appointments.scheduleAppointmentDialog.theLead')} · ${appointmentTypeLabel(values.type)}`,
            variant: 'success',
          });
          onOpenChange(false);
        },
      },
    );
  });

  const heading =
    title ??
    (variant === 'sends'
      ? t('appointments.scheduleAppointmentDialog.scheduleAppointment')
      : t('appointments.scheduleAppointmentDialog.scheduleNewAppointment'));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{t('appointments.scheduleAppointmentDialog.bookAVisitForA')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label id="appointment-lead-label">
              {t('appointments.scheduleAppointmentDialog.lead')}{' '}
              <span className="text-destructive" aria-hidden>
                *
              </span>
            </Label>
            <LeadPicker
              value={lead}
              onChange={chooseLead}
              dealershipId={dealershipFilter}
              invalid={Boolean(errors.leadId)}
              labelId="appointment-lead-label"
            />
            <FieldError message={errors.leadId?.message ?? errors.dealershipId?.message} />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label id="appointment-type-label">{t('appointments.scheduleAppointmentDialog.type')}</Label>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger aria-labelledby="appointment-type-label">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {types.map((type) => (
                        <SelectItem key={type} value={type}>
                          {appointmentTypeLabel(type)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="appointment-when">
                {t('appointments.scheduleAppointmentDialog.dateTime')}{' '}
                <span className="text-destructive" aria-hidden>
                  *
                </span>
              </Label>
              <Input
                id="appointment-when"
                type="datetime-local"
                aria-invalid={errors.scheduledAt ? true : undefined}
                aria-describedby={
                  errors.scheduledAt
                    ? 'appointment-when-zone appointment-when-error'
                    : 'appointment-when-zone'
                }
                {...register('scheduledAt')}
              />
              <StoreClockHint id="appointment-when-zone" zone={zone} />
              <FieldError id="appointment-when-error" message={errors.scheduledAt?.message} />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="appointment-notes">
              {t('appointments.scheduleAppointmentDialog.notesOptional')}
            </Label>
            <Textarea
              id="appointment-notes"
              rows={3}
              placeholder={t('appointments.scheduleAppointmentDialog.tradeInPreferredTrimWho')}
              {...register('notes')}
            />
          </div>
          {/* The refusal stays in the dialog, next to what to change: a toast would be gone, or behind it. */}
          {create.isError ? (
            <div
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
            >
              <p className="font-medium text-destructive">
                {t('appointments.scheduleAppointmentDialog.couldNotScheduleTheAppointment')}
              </p>
              <p className="mt-0.5">{errorText(create.error)}</p>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t('appointments.scheduleAppointmentDialog.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden />
              ) : (
                <CalendarPlusIcon aria-hidden />
              )}
              {t('appointments.scheduleAppointmentDialog.schedule')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default ScheduleAppointmentDialog;
