import type { Appointment } from '@lead-manager/contracts/appointments';
import { BellRingIcon, CircleXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useSendReminder } from '../api/send-reminder';
import { useUpdateAppointment } from '../api/update-appointment';

export function reminderToast(name: string, channel: string) {
  toast({
    title: 'Reminder sent',
    description: `${name} was reminded by ${channel === 'sms' ? 'SMS' : 'email'}.`,
    variant: 'success',
  });
}

/** Row actions: send a reminder, cancel the appointment. */
export function AppointmentActions({ appointment }: { appointment: Appointment }) {
  const remind = useSendReminder();
  const update = useUpdateAppointment();
  const name = appointment.lead?.name ?? 'The customer';
  const closed = appointment.status === 'cancelled' || appointment.status === 'completed';
  return (
    <div className="flex items-center gap-1">
      <WithTooltip label="Send reminder">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Send reminder to ${name}`}
          disabled={remind.isPending || closed}
          onClick={() =>
            remind.mutate(appointment.id, {
              onSuccess: (r) => reminderToast(name, r.channel),
              onError: (error) =>
                toast({ title: 'Reminder failed', description: errorText(error), variant: 'destructive' }),
            })
          }
        >
          <BellRingIcon aria-hidden />
        </Button>
      </WithTooltip>
      <WithTooltip label="Cancel appointment">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Cancel appointment with ${name}`}
          className="text-red-600 hover:text-red-700"
          disabled={update.isPending || closed}
          onClick={() =>
            update.mutate(
              { id: appointment.id, status: 'cancelled' },
              {
                onSuccess: () => toast({ title: 'Appointment cancelled', description: name }),
                onError: (error) =>
                  toast({ title: 'Could not cancel', description: errorText(error), variant: 'destructive' }),
              },
            )
          }
        >
          <CircleXIcon aria-hidden />
        </Button>
      </WithTooltip>
    </div>
  );
}
