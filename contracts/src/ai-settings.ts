import { z } from 'zod';
import { LanguageTemplateSetSchema, LanguageTemplatesSchema } from './ai-language-defaults';
import { IsoDateSchema } from './common';
import { FOLLOW_UP_VARIABLES, unknownFollowUpVariables } from './template-variables';

export const FollowUpStepSchema = z.object({
  /** Hours after the lead arrived (minimum 1; a new step in the form starts at 24). */
  delay: z
    .number({ error: 'Delay must be a number of hours' })
    .min(1, 'Delay must be at least 1 hour')
    .max(24 * 90),
  channel: z.enum(['email', 'sms'], { error: 'Channel must be email or SMS' }),
  message: z.string().max(2000),
});
export type FollowUpStep = z.infer<typeof FollowUpStepSchema>;

/** A follow-up text that uses only variables the sender fills in, so no customer ever reads "{customerNmae}". */
function onlyFollowUpVariables(text: string, ctx: z.RefinementCtx) {
  const unknown = unknownFollowUpVariables(text);
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `unknown variable ${unknown.map((v) => `{${v}}`).join(', ')}; use ${FOLLOW_UP_VARIABLES.map((v) => `{${v}}`).join(', ')}`,
    });
}

/**
 * A step as it is saved: a message that is not blank and uses only variables the sender fills in.
 * Errors name `followUpSchedule.N.message`.
 */
export const FollowUpStepInputSchema = FollowUpStepSchema.extend({
  message: z
    .string()
    .trim()
    .min(1, 'Message is required: write what this step sends')
    .max(2000)
    .superRefine(onlyFollowUpVariables),
});

/**
 * A language's templates as they are saved: its follow-up texts checked like the English ones, except that a blank
 * one is allowed (that step sends its English text). Errors name `languageTemplates.es.followUpMessages.N`.
 */
const LanguageTemplatesInputSchema = LanguageTemplatesSchema.extend({
  followUpMessages: z.array(z.string().trim().max(2000).superRefine(onlyFollowUpVariables)).max(20),
});
export const LanguageTemplateSetInputSchema = z.object({
  es: LanguageTemplatesInputSchema,
  fr: LanguageTemplatesInputSchema,
});

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
  /** Spanish and French templates and follow-up texts, for leads in those languages. */
  languageTemplates: LanguageTemplateSetSchema,
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
    followUpSchedule: z.array(FollowUpStepInputSchema).max(20),
    languageTemplates: LanguageTemplateSetInputSchema,
  })
  .partial();
export type UpdateAiSettings = z.input<typeof UpdateAiSettingsSchema>;
