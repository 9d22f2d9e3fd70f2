import { z } from 'zod';

export const VEHICLE_CONDITIONS = ['new', 'used', 'cpo'] as const;
export const VehicleConditionSchema = z.enum(VEHICLE_CONDITIONS);
export type VehicleCondition = z.infer<typeof VehicleConditionSchema>;

/** A vehicle missing from the newest full feed has left the lot: `sold`, never offered again until a feed lists it. */
export const VEHICLE_STATUSES = ['in_stock', 'sold'] as const;
export const VehicleStatusSchema = z.enum(VEHICLE_STATUSES);
export type VehicleStatus = z.infer<typeof VehicleStatusSchema>;

/** One stock unit as staff see it; prices are for staff only and never reach a customer. */
export const VehicleSchema = z.object({
  id: z.number().int(),
  vin: z.string().nullable(),
  stockNumber: z.string().nullable(),
  condition: VehicleConditionSchema.nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string(),
  trim: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  interiorColor: z.string().nullable(),
  mileage: z.number().int().nullable(),
  price: z.number().int().nullable(),
  msrp: z.number().int().nullable(),
  features: z.string().nullable(),
  url: z.string().nullable(),
  photoUrl: z.string().nullable(),
  status: VehicleStatusSchema,
  lastSeenAt: z.string(),
  soldAt: z.string().nullable(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const InventoryQuerySchema = z.object({
  /** Words matched against VIN, stock number, make, model, trim and colours. */
  q: z.string().trim().max(200).optional(),
  condition: z.enum(['all', ...VEHICLE_CONDITIONS]).optional(),
  color: z.string().trim().max(50).optional(),
  status: z.enum(['all', ...VEHICLE_STATUSES]).optional(),
  make: z.string().trim().max(100).optional(),
  model: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});
export type InventoryQuery = z.infer<typeof InventoryQuerySchema>;

/** A data row the feed could not take, numbered as a spreadsheet shows it (the header is line 1). */
export const FeedRowErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type FeedRowError = z.infer<typeof FeedRowErrorSchema>;

/** What one feed run did. */
export const FeedRunSchema = z.object({
  at: z.string(),
  source: z.enum(['upload', 'url']),
  /** Vehicles taken from the feed (now in stock). */
  inStock: z.number().int(),
  /** Vehicles the feed no longer lists, marked sold by it. */
  sold: z.number().int(),
  /** Sold vehicles a feed listed again. */
  returned: z.number().int(),
  errors: z.array(FeedRowErrorSchema),
  /** Why the whole run failed (the URL did not answer, no VIN column…); the stock was left as it was. */
  failure: z.string().nullable(),
});
export type FeedRun = z.infer<typeof FeedRunSchema>;

export const InventoryFeedSchema = z.object({
  url: z.string().nullable(),
  lastRun: FeedRunSchema.nullable(),
});
export type InventoryFeed = z.infer<typeof InventoryFeedSchema>;

export const InventoryListSchema = z.object({
  items: z.array(VehicleSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  feed: InventoryFeedSchema,
});
export type InventoryList = z.infer<typeof InventoryListSchema>;

export const FeedUrlBodySchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'url must be an http:// or https:// address' })
    .max(2000)
    .nullable(),
});
export type FeedUrlBody = z.infer<typeof FeedUrlBodySchema>;

/** The largest feed taken, uploaded or fetched: a few thousand vehicles are well under it. */
export const INVENTORY_MAX_FEED_BYTES = 10 * 1024 * 1024;

/** The stock unit a lead's vehicle of interest names (by VIN, stock number or year and model), for staff. */
export const MatchedVehicleSchema = VehicleSchema.pick({
  id: true,
  vin: true,
  stockNumber: true,
  condition: true,
  year: true,
  make: true,
  model: true,
  trim: true,
  exteriorColor: true,
  price: true,
  url: true,
  status: true,
});
export type MatchedVehicle = z.infer<typeof MatchedVehicleSchema>;
