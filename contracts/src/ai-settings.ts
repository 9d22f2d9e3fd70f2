import { z } from 'zod';
import { IsoDateSchema } from './common';

export const FollowUpStepSchema = z.object({
  /** Hours after the lead arrived (spec: minimum 1, default 24). */
  delay: z
    .number({ error: 'delay must be a number of hours' })
    .min(1, 'delay must be at least 1 hour')
    .max(24 * 90),
  channel: z.enum(['email', 'sms'], { error: 'channel must be email or sms' }),
  message: z.string().max(2000),
});
export type FollowUpStep = z.infer<typeof FollowUpStepSchema>;

export const AiSettingsSchema = z.object({
  id: z.number().int().nullable(),
  dealershipId: z.number().int(),
  systemPrompt: z.string(),
  emailEnabled: z.boolean(),
  emailSystemPrompt: z.string(),
  emailTemplate: z.string(),
  emailSignature: z.string(),
  smsEnabled: z.boolean(),
  smsSystemPrompt: z.string(),
  smsTemplate: z.string(),
  smsCharacterLimit: z.number().int(),
  followUpSchedule: z.array(FollowUpStepSchema),
  createdAt: IsoDateSchema.nullable(),
  updatedAt: IsoDateSchema.nullable(),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

export const UpdateAiSettingsSchema = z
  .object({
    systemPrompt: z.string().max(20000),
    emailEnabled: z.boolean(),
    emailSystemPrompt: z.string().max(20000),
    emailTemplate: z.string().max(10000),
    emailSignature: z.string().max(2000),
    smsEnabled: z.boolean(),
    smsSystemPrompt: z.string().max(20000),
    smsTemplate: z.string().max(2000),
    smsCharacterLimit: z.number().int().min(70).max(1600),
    followUpSchedule: z.array(FollowUpStepSchema).max(20),
  })
  .partial();
export type UpdateAiSettings = z.input<typeof UpdateAiSettingsSchema>;
