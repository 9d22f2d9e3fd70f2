import { type AiSettings, UpdateAiSettingsSchema } from '@lead-manager/contracts/ai-settings';
import type { z } from 'zod';

/** What the AI Settings form edits: every setting the screen shows, all present. */
export const FormSchema = UpdateAiSettingsSchema.required().pick({
  systemPrompt: true,
  emailEnabled: true,
  emailTemplate: true,
  emailSignature: true,
  smsEnabled: true,
  smsTemplate: true,
  smsCharacterLimit: true,
  followUpSchedule: true,
});
export type FormValues = z.infer<typeof FormSchema>;

/** The template variables each channel offers as chips. */
export const EMAIL_VARS = [
  'customerName',
  'vehicleInterest',
  'message',
  'dealershipName',
  'dealershipPhone',
  'dealershipEmail',
];
export const SMS_VARS = ['customerName', 'vehicleInterest', 'message', 'dealershipName', 'dealershipPhone'];

export function toForm(s: AiSettings): FormValues {
  return {
    systemPrompt: s.systemPrompt,
    emailEnabled: s.emailEnabled,
    emailTemplate: s.emailTemplate,
    emailSignature: s.emailSignature,
    smsEnabled: s.smsEnabled,
    smsTemplate: s.smsTemplate,
    smsCharacterLimit: s.smsCharacterLimit,
    followUpSchedule: s.followUpSchedule,
  };
}
