import { zodResolver } from '@hookform/resolvers/zod';
import { type Appointment, AppointmentTypeSchema } from '@lead-manager/contracts/appointments';
import { CalendarClockIcon, LoaderCircleIcon } from 'lucide-react';
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
import { errorText } from '@/lib/api-client';
import { appointmentTypeLabel } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { fromStoreWallClock, isWallClock, toStoreWallClock } from '@/lib/wall-clock';
import { useUpdateAppointment } from '../api/update-appointment';
import { TYPE_OPTIONS } from './appointment-options';
import { StoreClockHint } from './store-clock-hint';

// English messages, as the contracts' and the schedule form's: FieldError shows them in the person's language.
const FormSchema = z.object({
  type: AppointmentTypeSchema,
  scheduledAt: z
    .string()
    .min(1, 'Choose a date and time')
    .refine((v) => isWallClock(v), 'Choose a valid date and time'),
  notes: z.string().max(2000).optional(),
});
type FormValues = z.infer<typeof FormSchema>;

const valuesOf = (appointment: Appointment): FormValues => ({
  type: AppointmentTypeSchema.catch('test_drive').parse(appointment.type),
  // On the store's clock, as typed when it was booked (decision 037).
  scheduledAt: toStoreWallClock(appointment.scheduledAt, appointment.timeZone),
  notes: appointment.notes ?? '',
});

/**
 * Moves an appointment (time, type, notes) with PATCH /api/appointments/{id}. The server's refusal — a time in
 * the past (400) or one overlapping another open appointment of the lead (409, naming it) — is shown in the form.
 */
export function RescheduleAppointmentDialog({
  appointment,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateAppointment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: valuesOf(appointment),
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const errors = formState.errors;
  const name = appointment.lead?.name ?? t('appointmentChanges.theCustomer');
  const types = [...new Set([appointment.type, ...TYPE_OPTIONS])];

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset each time the dialog opens
  useEffect(() => {
    if (open) {
      reset(valuesOf(appointment));
      setRefusal(null);
    }
  }, [open]);

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    update.mutate(
      {
        id: appointment.id,
        type: values.type,
        scheduledAt:
          fromStoreWallClock(values.scheduledAt, appointment.timeZone)?.toISOString() ?? values.scheduledAt,
        notes: values.notes?.trim() ? values.notes.trim() : null,
      },
      {
        onSuccess: () => {
          toast({ title: t('appointmentChanges.saved'), description: name, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('appointmentChanges.title')}</DialogTitle>
          <DialogDescription>{t('appointmentChanges.description', { name })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label id="reschedule-type-label">{t('appointmentChanges.type')}</Label>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger aria-labelledby="reschedule-type-label">
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
              <Label htmlFor="reschedule-when">{t('appointmentChanges.when')}</Label>
              <Input
                id="reschedule-when"
                type="datetime-local"
                aria-invalid={errors.scheduledAt ? true : undefined}
                aria-describedby={
                  errors.scheduledAt ? 'reschedule-when-zone reschedule-when-error' : 'reschedule-when-zone'
                }
                {...register('scheduledAt')}
              />
              <StoreClockHint id="reschedule-when-zone" zone={appointment.timeZone} />
              <FieldError id="reschedule-when-error" message={errors.scheduledAt?.message} />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="reschedule-notes">{t('appointmentChanges.notes')}</Label>
            <Textarea id="reschedule-notes" rows={3} {...register('notes')} />
          </div>
          {refusal ? (
            <p role="alert" className="rounded-md bg-destructive/10 p-2.5 text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('appointmentChanges.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden />
              ) : (
                <CalendarClockIcon aria-hidden />
              )}
              {t('appointmentChanges.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
