import { z } from 'zod';

export const BRANDS = ['chevrolet', 'hyundai', 'ford'] as const;
export const BrandSchema = z.enum(BRANDS);
export type Brand = z.infer<typeof BrandSchema>;

export const DealershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string(),
});
export type Dealership = z.infer<typeof DealershipSchema>;
