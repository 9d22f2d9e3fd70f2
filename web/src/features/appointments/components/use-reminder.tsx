import type { Appointment } from '@lead-manager/contracts/appointments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { i18n } from '@/i18n/i18n';
import { ApiError, errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useSendReminder } from '../api/send-reminder';

function reminderToast(name: string, channel: string) {
  toast({
    title: i18n.t('appointmentChanges.reminderSent'),
    description: i18n.t('appointmentChanges.remindedBy', { name, channel }),
    variant: 'success',
  });
}

/**
 * Sends an appointment's reminder. One goes per appointment: when one already went (or the server says so with
 * 409), the person is asked before it is sent again with `{ resend: true }`.
 */
export function useReminder(appointment: Appointment) {
  const { t } = useTranslation();
  const remind = useSendReminder();
  const [confirming, setConfirming] = useState<string | null>(null);
  const name = appointment.lead?.name ?? t('appointmentChanges.theCustomer');

  const send = (resend: boolean) =>
    remind.mutate(
      { id: appointment.id, resend },
      {
        onSuccess: (r) => {
          setConfirming(null);
          reminderToast(name, r.channel);
        },
        onError: (error) => {
          // Sent meanwhile (another tab, the automatic reminder): the server's 409 is worded for API clients.
          if (!resend && error instanceof ApiError && error.status === 409)
            return setConfirming(t('appointmentChanges.alreadySent'));
          setConfirming(null);
          toast({
            title: t('appointmentChanges.reminderFailed'),
            description: errorText(error),
            variant: 'destructive',
          });
        },
      },
    );

  const request = () => {
    if (appointment.reminderSentAt)
      setConfirming(
        t('appointmentChanges.alreadySentOn', { when: formatDateTime(appointment.reminderSentAt) }),
      );
    else send(false);
  };

  const dialog = (
    <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('appointmentChanges.resendTitle')}</DialogTitle>
          <DialogDescription>
            {confirming} {t('appointmentChanges.secondReminder', { name })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('appointmentChanges.cancel')}
          </Button>
          <Button disabled={remind.isPending} onClick={() => send(true)}>
            {remind.isPending ? t('appointmentChanges.sending') : t('appointmentChanges.sendAgain')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );

  return { request, pending: remind.isPending, dialog };
}
