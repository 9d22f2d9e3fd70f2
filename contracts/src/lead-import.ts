import { z } from 'zod';
import { DealershipFilterSchema } from './common';
import { AssignedUserFilterSchema, LeadListQuerySchema, LeadSourceSchema, LeadStatusSchema } from './leads';

/** The lead fields a CSV column may fill, in the order the mapping step shows them. */
export const LEAD_IMPORT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'vehicleInterest',
  'source',
  'status',
  'notes',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

export const LEAD_IMPORT_FIELD_LABELS: Record<LeadImportField, string> = {
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  vehicleInterest: 'Vehicle interest',
  source: 'Source',
  status: 'Status',
  notes: 'Notes',
};

/** 5 MB of CSV text; the route's body limit leaves room for the JSON escaping around it. */
export const LEAD_IMPORT_MAX_CSV_CHARS = 5 * 1024 * 1024;
/** Data rows one import may hold (blank rows not counted): a larger file is refused before anything is written. */
export const LEAD_IMPORT_MAX_ROWS = 50_000;
/** Row errors an import keeps and shows; the count of failed rows goes on past them. */
export const LEAD_IMPORT_MAX_ERRORS = 100;

const columnName = z.string().trim().min(1, 'column name must not be empty').max(200).optional();

/** Lead field → the header name of the CSV column that fills it; unmapped fields stay empty. */
export const LeadImportMappingSchema = z.object(
  Object.fromEntries(LEAD_IMPORT_FIELDS.map((field) => [field, columnName])) as Record<
    LeadImportField,
    typeof columnName
  >,
);
export type LeadImportMapping = z.infer<typeof LeadImportMappingSchema>;

export const LeadImportRequestSchema = z.object({
  dealershipId: z.number({ error: 'Dealership is required' }).int().positive(),
  /** The whole CSV text, header row first. */
  csv: z.string({ error: 'CSV file is required' }),
  mapping: LeadImportMappingSchema,
  /** Validate and count without storing anything. */
  dryRun: z.boolean().optional(),
});
export type LeadImportRequest = z.input<typeof LeadImportRequestSchema>;

export const LeadImportRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  message: z.string(),
});
export type LeadImportRowError = z.infer<typeof LeadImportRowErrorSchema>;

export const LeadImportResultSchema = z.object({
  /** Data rows in the file (blank rows are skipped and not counted). */
  total: z.number().int(),
  created: z.number().int(),
  /** Rows merged into a person the dealership already knew (same phone or email). */
  merged: z.number().int(),
  failed: z.number().int(),
  /** The first LEAD_IMPORT_MAX_ERRORS rows that failed, by row number. */
  errors: z.array(LeadImportRowErrorSchema),
});
export type LeadImportResult = z.infer<typeof LeadImportResultSchema>;

export const LEAD_IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type LeadImportState = (typeof LEAD_IMPORT_STATES)[number];

/** The answer to starting an import (202): it runs in the background; its progress is at `/api/leads/imports/:id`. */
export const LeadImportStartedSchema = z.object({ id: z.number().int(), state: z.enum(LEAD_IMPORT_STATES) });
export type LeadImportStarted = z.infer<typeof LeadImportStartedSchema>;

/** An import as it stands: its counts so far, and why it failed when it did. */
export const LeadImportProgressSchema = LeadImportResultSchema.extend({
  id: z.number().int(),
  dealershipId: z.number().int(),
  state: z.enum(LEAD_IMPORT_STATES),
  dryRun: z.boolean(),
  /** Data rows handled so far (created, merged or failed). */
  processed: z.number().int(),
  /** Why the whole import stopped (state `failed`); rows written before stay. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LeadImportProgress = z.infer<typeof LeadImportProgressSchema>;

export const LeadImportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The leads list's filters; `all` means no filter. */
export const LeadExportQuerySchema = z.object({
  dealershipId: DealershipFilterSchema,
  status: z.union([z.literal('all'), LeadStatusSchema]).optional(),
  source: z.union([z.literal('all'), LeadSourceSchema]).optional(),
  search: z.string().trim().max(200).optional(),
  /** The list's Owner filter: `me`, `none` (unassigned) or a user id. */
  assignedUserId: AssignedUserFilterSchema.optional(),
  test: LeadListQuerySchema.shape.test,
  /** The Leads table's selection as `12,15,40`: only those leads, still within the filters and the user's stores. */
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,499}$/, 'ids must be up to 500 lead ids separated by commas')
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export type LeadExportQuery = z.input<typeof LeadExportQuerySchema>;
