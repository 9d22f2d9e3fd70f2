/** Type lists of the two forms (SPEC §2 Appointments and Appointment Sends). */
export const APPOINTMENT_FORM_TYPES = ['test_drive', 'sales_meeting', 'demo_drive'] as const;
export const SENDS_FORM_TYPES = ['test_drive', 'consultation', 'financing', 'delivery', 'service'] as const;
/** Every status, No Show included, on both appointment screens. */
export const STATUS_OPTIONS = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export const SENDS_STATUS_OPTIONS = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
