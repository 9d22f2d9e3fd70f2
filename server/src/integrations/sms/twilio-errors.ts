/**
 * Twilio's status callbacks carry an ErrorCode and, not always, an ErrorMessage. Staff read the reason on the
 * failed message, so the common delivery errors get Twilio's own wording (twilio.com/docs/api/errors).
 */
const TWILIO_ERROR_TEXTS: Record<string, string> = {
  '21211': "Invalid 'To' phone number",
  '21408': 'Permission to send an SMS has not been enabled for the region',
  '21610': 'The recipient has opted out (replied STOP)',
  '21614': "'To' number is not a valid mobile number",
  '30001': 'Queue overflow',
  '30002': 'Account suspended',
  '30003': 'Unreachable destination handset',
  '30004': 'Message blocked',
  '30005': 'Unknown destination handset',
  '30006': 'Landline or unreachable carrier',
  '30007': 'Message filtered by the carrier',
  '30008': 'Unknown error',
  '30034': 'Message from an unregistered number (US A2P 10DLC)',
};

/** "Unreachable destination handset (Twilio 30003)"; without a code, the status Twilio reported. */
export function twilioFailureReason(status: string, errorCode?: string, errorMessage?: string): string {
  const text = errorMessage?.trim() || (errorCode ? TWILIO_ERROR_TEXTS[errorCode] : undefined);
  if (errorCode) return `${text ?? `Twilio reported ${status}`} (Twilio ${errorCode})`;
  return text ?? `Twilio reported ${status}`;
}
