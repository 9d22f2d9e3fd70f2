import { z } from 'zod';

export const ROLES = ['admin', 'manager', 'user'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Managers and admins run stores: their settings, their stock, who owns which lead. A salesperson works leads. */
export const runsStores = (role: Role | undefined) => role === 'admin' || role === 'manager';

export const LoginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The person's name as the Team screen holds it (the username when none was given). */
  name: z.string(),
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

/** POST /api/user/settings: any of the settings and profile fields; those left out keep their values. */
export const UpdateUserSettingsSchema = UserSettingsSchema.partial();

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z.string().min(8, 'New password must be at least 8 characters').max(200),
});

const PasswordSchema = z
  .string({ error: 'Password must be text' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(200, 'Email must be at most 200 characters')
  .pipe(z.email({ error: 'Email must be a valid email address' }));

const NameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

const DealershipIdsSchema = z
  .array(z.number({ error: 'Dealerships must be dealership ids' }).int().positive(), {
    error: 'Dealerships must be a list of dealership ids',
  })
  .max(100)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** A member of the team as the Team screen shows it. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  dealershipIds: z.array(z.number().int()),
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /api/users: with `password` the account is ready at once; without it an invitation e-mail is sent. */
export const CreateUserSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: RoleSchema.default('user'),
  dealershipIds: DealershipIdsSchema,
  password: PasswordSchema.optional(),
});
export type CreateUser = z.input<typeof CreateUserSchema>;

/** PATCH /api/users/:id: any subset; `active: true` reactivates a deactivated account. */
export const UpdateUserSchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  role: RoleSchema.optional(),
  dealershipIds: DealershipIdsSchema.optional(),
  active: z.literal(true, { error: 'active can only be set to true (DELETE deactivates)' }).optional(),
});
export type UpdateUser = z.input<typeof UpdateUserSchema>;

/**
 * What happened to a one-time password link: `sent` by SMTP, or `not_sent` when no SMTP server is configured, in
 * which case the admin gets the link to hand over in person (it is never written to the log).
 */
export const PasswordLinkResultSchema = z.object({
  delivery: z.enum(['sent', 'not_sent', 'failed']),
  expiresAt: z.string(),
  link: z.string().optional(),
});
export type PasswordLinkResult = z.infer<typeof PasswordLinkResultSchema>;

export const CreatedUserSchema = UserSchema.extend({ invitation: PasswordLinkResultSchema.optional() });
export type CreatedUser = z.infer<typeof CreatedUserSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const SetPasswordSchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200),
  password: PasswordSchema,
});
