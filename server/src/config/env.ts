import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optional,
  /**
   * 32 random bytes (base64 or hex) that encrypt the credentials set on the screens; required with DATABASE_URL,
   * generated into DATA_DIR for the embedded database.
   */
  SECRETS_KEY: optional,
  /**
   * The reverse proxy whose X-Forwarded-For/-Proto we believe: a hop count (`1`) or its addresses/CIDRs
   * (`10.0.0.0/8,127.0.0.1`). Unset: the socket address is the client, whatever NODE_ENV says.
   */
  TRUST_PROXY: optional,
  /** The address people open (scheme, host, optional path): every link the product writes starts with it. */
  PUBLIC_URL: optional.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'must be an http:// or https:// URL, e.g. https://leads.example.com',
      })
      .optional(),
  ),
  /** Bearer token for GET /metrics; without it, /metrics answers only callers on this machine. */
  METRICS_TOKEN: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  /** Whether this app instance also handles background jobs; `false` when dedicated workers do. */
  JOB_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DEALERSHIP_PREFIX: z.string().default('Lakeside Auto Group '),
  GROUP_TIMEZONE: z.string().default('America/New_York'),
  /** How old a report may be when served again (same person's scope, same range and store); 0 computes each time. */
  REPORTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(15),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  /** How often open WebSockets have their sessions re-checked (expiry, sign-out on another instance). */
  SESSION_CHECK_MS: z.coerce.number().int().min(50).default(5000),
  /** How often expired sessions are deleted by the workers. */
  SESSION_PURGE_MINUTES: z.coerce.number().positive().default(60),
  /**
   * Lets a store's inventory feed URL point at a private, loopback or link-local address (a feed server on the
   * store's own network, tests); off, such addresses are refused so the URL cannot reach internal services.
   */
  INVENTORY_FEED_ALLOW_INTERNAL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Lets a webhook endpoint point at a private, loopback or link-local address (a CRM on the store's own network,
   * tests); off, such addresses are refused so a webhook cannot reach internal services.
   */
  WEBHOOKS_ALLOW_INTERNAL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * How often each worker runs the assignment sweep (intake announcements' backstop, the response window): a lead
   * is reported at most this long after its window closes.
   */
  ASSIGNMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * PostgreSQL: a running job's claim lapses this long after its process stopped beating (pg-boss's minimum is 10);
   * longer than any pause of a live process, or its job runs twice (decision 039).
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).default(20),
  /** PostgreSQL: how often pg-boss's supervisor looks for lapsed claims (each queue's monitor pass every second one). */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).default(5),
  /** How often each store's feed URL is fetched again. */
  INVENTORY_FEED_EVERY_MINUTES: z.coerce.number().positive().default(360),
  /** Comma-separated origins allowed to post to /api/leads/capture from a browser. */
  CAPTURE_CORS_ORIGINS: optional,
  FACEBOOK_VERIFY_TOKEN: optional,
  FACEBOOK_APP_SECRET: optional,
  FACEBOOK_PAGE_ACCESS_TOKEN: optional,
  FACEBOOK_GRAPH_URL: z.string().default('https://graph.facebook.com/v21.0'),
  GOOGLE_LEAD_KEY: optional,
  TIKTOK_WEBHOOK_SECRET: optional,
  ADF_WEBHOOK_SECRET: optional,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_PHONE_NUMBER: optional,
  TWILIO_API_URL: optional,
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  SMTP_FROM: optional,
  MAILGUN_SIGNING_KEY: optional,
  /** SendGrid Inbound Parse has no signature: this secret goes in its URL (`?key=` or Basic credentials). */
  SENDGRID_INBOUND_SECRET: optional,
  /**
   * The domain the inbound e-mail route receives for (the Mailgun route's or SendGrid's MX domain): each store's
   * ADF lead address is `leads-<token>@` it. Unset: the domain of the store's own inbound address.
   */
  INBOUND_EMAIL_DOMAIN: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must be a domain, e.g. inbound.leads.example.com')
      .optional(),
  ),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  AI_MODEL: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  ANTHROPIC_API_KEY: optional,
  /** A proxy or gateway in front of Anthropic's API (the default is https://api.anthropic.com/v1). */
  ANTHROPIC_BASE_URL: optional,
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Fastify's `trustProxy`: the first N hops, or a list of addresses and CIDRs; never `true` (then any client could
 * name its own address in X-Forwarded-For and walk past the rate limits).
 */
function parseTrustProxy(
  value: string | undefined,
): string[] | ((address: string, hop: number) => boolean) | false {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The one base of every link we write (e-mails, texts, Twilio callbacks): PUBLIC_URL, required in production; in
 * development and tests this machine's port. Never the request's Host or X-Forwarded-* headers, which a stranger
 * chooses.
 */
function publicBaseUrlOf(e: z.output<typeof EnvSchema>): string {
  if (e.PUBLIC_URL) return e.PUBLIC_URL.replace(/\/+$/, '');
  if (e.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  PUBLIC_URL: required when NODE_ENV=production: the address people open (e.g. https://leads.example.com), the base of every link in e-mails and texts',
    );
  return `http://localhost:${e.PORT}`;
}

/** The only reader of process.env. Relative DATA_DIR is taken from where `npm` was run, not the workspace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  return {
    ...e,
    DATA_DIR: path.resolve(base, e.DATA_DIR),
    isProduction: e.NODE_ENV === 'production',
    publicBaseUrl: publicBaseUrlOf(e),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/** For the processes' entry points: a setting that cannot work ends the start with its message, not a stack. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env) {
  try {
    return loadConfig(env);
  } catch (err) {
    console.error(`\n  ${(err as Error).message.replaceAll('\n', '\n  ')}\n`);
    process.exit(1);
  }
}
