import type { Appointment } from '@lead-manager/contracts/appointments';
import { AlertTriangleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { isOverdue } from './appointment-options';

/** 'Overdue' beside an appointment whose time has passed while it is still scheduled or confirmed. */
export function OverdueBadge({ appointment, now }: { appointment: Appointment; now: Date }) {
  const { t } = useTranslation();
  if (!isOverdue(appointment, now)) return null;
  return (
    <Badge variant="danger" data-testid="overdue">
      <AlertTriangleIcon aria-hidden />
      {t('appointments.overdue')}
    </Badge>
  );
}
