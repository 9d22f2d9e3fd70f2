import type { LanguageTemplateSet } from '@lead-manager/contracts/ai-language-defaults';
import type { FollowUpStep } from '@lead-manager/contracts/ai-settings';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';

export const aiSettings = pgTable('ai_settings', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id')
    .notNull()
    .unique()
    .references(() => dealerships.id, { onDelete: 'cascade' }),
  systemPrompt: text('system_prompt').notNull().default(''),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  emailSystemPrompt: text('email_system_prompt').notNull().default(''),
  emailTemplate: text('email_template').notNull().default(''),
  emailSignature: text('email_signature').notNull().default(''),
  smsEnabled: boolean('sms_enabled').notNull().default(true),
  smsSystemPrompt: text('sms_system_prompt').notNull().default(''),
  smsTemplate: text('sms_template').notNull().default(''),
  smsCharacterLimit: integer('sms_character_limit').notNull().default(160),
  followUpSchedule: jsonb('follow_up_schedule').$type<FollowUpStep[]>().notNull().default(sql`'[]'::jsonb`),
  /** Templates and follow-up texts for Spanish and French leads; null = the defaults of each language. */
  languageTemplates: jsonb('language_templates').$type<LanguageTemplateSet>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
