// The appointment lists without zod: screens that only show appointments import these, so the first view does not
// download the validation library (the schemas in ./appointments are built on them).

export const APPOINTMENT_TYPES = [
  'test_drive',
  'sales_meeting',
  'demo_drive',
  'consultation',
  'financing',
  'delivery',
  'service',
] as const;

/** Appointments still to happen: the ones that hold a time, get reminders and block an overlapping booking. */
export const OPEN_APPOINTMENT_STATUSES = ['scheduled', 'confirmed'] as const;

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
