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
  /** The CSV text, header row first. */
  csv: z
    .string({ error: 'CSV file is required' })
    .max(LEAD_IMPORT_MAX_CSV_CHARS, 'CSV file must be at most 5 MB; split the file'),
  mapping: LeadImportMappingSchema,
  /** Validate and count without storing anything. */
  dryRun: z.boolean().optional(),
  /**
   * The file's row number of this text's first data row, so a client sending a large file in chunks (each with
   * the header row) gets errors numbered as in the whole file. Default 2: the row after the header.
   */
  firstRowNumber: z.number().int().min(2).optional(),
});
export type LeadImportRequest = z.input<typeof LeadImportRequestSchema>;

export const LeadImportRowErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  message: z.string(),
});
export type LeadImportRowError = z.infer<typeof LeadImportRowErrorSchema>;

export const LeadImportResultSchema = z.object({
  /** Data rows read (blank rows are skipped and not counted). */
  total: z.number().int(),
  created: z.number().int(),
  /** Rows merged into a person the dealership already knew (same phone or email). */
  merged: z.number().int(),
  failed: z.number().int(),
  errors: z.array(LeadImportRowErrorSchema),
});
export type LeadImportResult = z.infer<typeof LeadImportResultSchema>;

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
