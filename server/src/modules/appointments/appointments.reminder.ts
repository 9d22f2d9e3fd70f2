const TYPE_LABELS: Record<string, string> = {
  test_drive: 'test drive',
  sales_meeting: 'sales meeting',
  demo_drive: 'demo drive',
  consultation: 'consultation',
  financing: 'financing appointment',
  delivery: 'vehicle delivery',
  service: 'service appointment',
};

export const appointmentTypeLabel = (type: string) => TYPE_LABELS[type] ?? type.replaceAll('_', ' ');

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 'Friday, May 1 at 3:00 PM EDT' in the dealership's time zone, which the customer shares. */
export function formatLocalDateTime(at: Date, timeZone: string, fallbackZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : fallbackZone;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${day.format(at)} at ${time.format(at)}`;
}

export interface ReminderInput {
  leadName: string;
  dealershipName: string;
  type: string;
  scheduledAt: Date;
  timeZone: string;
  fallbackZone: string;
}

export function reminderContent(input: ReminderInput): { content: string; subject: string } {
  const firstName = input.leadName.trim().split(/\s+/)[0] || 'there';
  const label = appointmentTypeLabel(input.type);
  const when = formatLocalDateTime(input.scheduledAt, input.timeZone, input.fallbackZone);
  return {
    content: `Hi ${firstName}, this is a reminder of your ${label} at ${input.dealershipName} on ${when}. Reply to confirm, or let us know if you need to reschedule.`,
    subject: `Reminder: your ${label} at ${input.dealershipName}`,
  };
}
