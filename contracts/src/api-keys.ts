import { z } from 'zod';
import { IsoDateSchema } from './common';

/** What a key may do: `read` answers GET requests only; `write` may also change what its stores hold. */
export const ApiKeyAccessSchema = z.enum(['read', 'write'], { error: 'Access must be read or write' });
export type ApiKeyAccess = z.infer<typeof ApiKeyAccessSchema>;

/** A personal API key as the API lists it: never the key itself, which is shown once, at creation. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, so a person can tell their keys apart. */
  prefix: z.string(),
  /** The stores the key reaches; null for every store of its owner (new ones included). */
  dealershipIds: z.array(z.number().int()).nullable(),
  access: ApiKeyAccessSchema,
  owner: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: IsoDateSchema,
  lastUsedAt: IsoDateSchema.nullable(),
  revokedAt: IsoDateSchema.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** POST /api/api-keys. */
export const CreateApiKeySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  dealershipIds: z
    .array(z.number({ error: 'Dealerships must be dealership ids' }).int().positive(), {
      error: 'Dealerships must be a list of dealership ids',
    })
    .min(1, 'Choose at least one dealership, or leave dealerships out for all of them')
    .max(100)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .nullable()
    .default(null),
  access: ApiKeyAccessSchema.default('read'),
});
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

/** The answer to a creation: the key, in full, this once. */
export const CreatedApiKeySchema = z.object({ apiKey: ApiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({ apiKeys: z.array(ApiKeySchema) });
