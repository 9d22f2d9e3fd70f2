import { z } from 'zod';

export const ROLES = ['admin', 'manager', 'user'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const LoginSchema = z.object({
  email: z.string({ error: 'email is required' }).trim().toLowerCase().min(1, 'email is required'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required'),
});

export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  dealershipIds: z.array(z.number().int()),
});
export type Me = z.infer<typeof MeSchema>;

export const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;

export const UserSettingsSchema = z.object({
  fullName: z.string().trim().max(200),
  email: z.string().trim().max(200),
  phone: z.string().trim().max(40),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  soundNotifications: z.boolean(),
  timezone: z.enum(TIMEZONES, { error: `timezone must be one of ${TIMEZONES.join(', ')}` }),
  language: z.enum(['en', 'es', 'fr'], { error: 'language must be en, es or fr' }),
  theme: z.enum(['light', 'dark', 'system'], { error: 'theme must be light, dark or system' }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** POST /api/user/settings: the spec's four fields are the minimum; the profile fields are saved too. */
export const UpdateUserSettingsSchema = UserSettingsSchema.partial();

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'currentPassword is required'),
  newPassword: z.string().min(8, 'newPassword must be at least 8 characters').max(200),
});
