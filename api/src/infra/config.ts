import { z } from 'zod';
import { isValidBankAccount, isValidOrgNumber } from '@russ/schema/invoices/norwegian-ids';
import type { StaffTotpRequirement } from '@russ/schema/domain/staff-totp';
import { staffPassword } from '@russ/schema/staff/staff-user.validators';

/** Why a password breaks the staff password rules (admin §13), or null when it meets them. */
const staffPasswordProblem = (password: string): string | null => {
  const parsed = staffPassword.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
};

/** Local-development defaults that must never reach production. */
export const DEV_SESSION_SECRET = 'dev-insecure-session-secret';
export const DEV_ADMIN_PASSWORD = 'russ-admin-dev';
/** Well-formed but made-up organisation number and bank account for development invoices. */
export const DEV_SHOP_ORG_NUMBER = '987654325';
export const DEV_SHOP_BANK_ACCOUNT = '1503.12.34562';
/** The only NODE_ENV values under which the defaults above are accepted. */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test']);

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const portNumber = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('development')),
  PORT: z.preprocess(emptyAsUndefined, portNumber.default(3000)),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string({ error: 'DATABASE_URL is required' }).min(1)),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string({ error: 'REDIS_URL is required' }).min(1)),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_UI_PORT: z.preprocess(emptyAsUndefined, portNumber.default(1080)),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).default(DEV_SESSION_SECRET)),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().min(1).default('admin')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(1).default(DEV_ADMIN_PASSWORD)),
  ADMIN_RESET: z.preprocess(emptyAsUndefined, z.string().optional()),
  STAFF_TOTP_REQUIRED: z.preprocess(
    emptyAsUndefined,
    z.enum(['off', 'admins', 'all'], { error: "must be 'admins' or 'all' (or 'off' outside production)" }).optional(),
  ),
  SHOP_NAME: z.preprocess(emptyAsUndefined, z.string().default('Russekompaniet')),
  SHOP_EMAIL: z.preprocess(emptyAsUndefined, z.string().default('post@russekompaniet.no')),
  SHOP_PHONE: z.preprocess(emptyAsUndefined, z.string().default('+47 22 12 34 56')),
  SHOP_ADDRESS: z.preprocess(emptyAsUndefined, z.string().default('Karl Johans gate 12, 0154 Oslo')),
  SHOP_ORG_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(DEV_SHOP_ORG_NUMBER)
      .refine(isValidOrgNumber, 'must be a Norwegian organisation number (9 digits, MOD11 check digit)'),
  ),
  SHOP_BANK_ACCOUNT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(DEV_SHOP_BANK_ACCOUNT)
      .refine(isValidBankAccount, 'must be a Norwegian bank account number (11 digits, MOD11 check digit)'),
  ),
  QUEUE_PREFIX: z.preprocess(emptyAsUndefined, z.string().min(1).default('russ')),
  STORAGE_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('.data/storage')),
  OUTBOX_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(1000)),
  SIGN_IN_LINKS_PER_EMAIL: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(5)),
  SIGN_IN_LINKS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  CATALOG_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(30_000)),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  UNVERIFIED_MAILS_PER_RECIPIENT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(5)),
  UNVERIFIED_MAILS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  GROUP_INVITATIONS_PER_COORDINATOR: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(60)),
});

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset or `false` → the socket address is the client; `true` → the
 * left-most X-Forwarded-For entry (only when every client reaches the API through the proxy); otherwise a comma
 * list of the proxies' addresses or CIDR ranges (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too),
 * whose X-Forwarded-For is believed. A bare hop count is refused: Fastify 5 no longer trusts one (it cannot tell
 * a proxy from a client that sends the header itself).
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    throw new ConfigError(
      'TRUST_PROXY: a hop count is not supported; give the proxy addresses (e.g. 10.0.0.0/8) or true',
    );
  }
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  /** Origin used in mails and QR targets, without a trailing slash. */
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Only the worker needs it; defaults to the local mail sink. */
  smtpUrl: string;
  mailUiPort: number;
  sessionSecret: string;
  adminUsername: string;
  adminPassword: string;
  /**
   * ADMIN_RESET=1: this start sets the configured admin's password to ADMIN_PASSWORD, makes it an active
   * administrator, switches its two-step sign-in off and ends its sessions (audited). Without it an existing admin
   * is left alone.
   */
  adminReset: boolean;
  /**
   * Who must have two-step sign-in (STAFF_TOTP_REQUIRED): `admins` (the default in production), `all` staff, or
   * `off` (the default in development and test; refused in production). Users marked `Krever to-trinns
   * innlogging` must have it in every mode.
   */
  staffTotpRequired: StaffTotpRequirement;
  /** The shop's identity in mails and on invoices (orgNumber: SHOP_ORG_NUMBER, bankAccount: SHOP_BANK_ACCOUNT). */
  shop: { name: string; email: string; phone: string; address: string; orgNumber: string; bankAccount: string };
  queuePrefix: string;
  storageDir: string;
  outboxPollMs: number;
  /** Sign-in links per e-mail (counted in the database) and per client IP, each per 15 minutes. */
  signInLimits: { perEmail: number; perIp: number };
  /** How long a process keeps the product catalogue in memory (0: read PostgreSQL on every request). */
  catalogCacheTtlMs: number;
  /** Seed the demo members, orders and designs (SEED_DEMO=1; `pnpm start` sets it, production leaves it off). */
  seedDemo: boolean;
  /**
   * Mails to addresses nobody has verified (contact confirmation, newsletter confirmation, community welcome, group
   * invitation), each per hour: per recipient and per client IP across all of them, and invitations per coordinator.
   */
  mailLimits: { perRecipient: number; perIp: number; invitationsPerCoordinator: number };
  /** Fastify's `trustProxy` (TRUST_PROXY): which proxies' X-Forwarded-For names the client for per-IP limits. */
  trustProxy: boolean | string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment (process.env by default) into a typed config.
 * Throws a ConfigError listing every problem; unless NODE_ENV is development or test it refuses the local default
 * secrets (and a SESSION_SECRET shorter than 32 characters).
 */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // The local defaults are known to everyone who has read this file: only a development or test run may use them
  // (a 'staging', 'prod' or misspelt NODE_ENV is treated like production here).
  if (!LOCAL_ENVIRONMENTS.has(e.NODE_ENV)) {
    const problems: string[] = [];
    if (e.SESSION_SECRET === DEV_SESSION_SECRET)
      problems.push('SESSION_SECRET must be set (the development default is refused)');
    else if (e.SESSION_SECRET.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
    if (e.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
      problems.push('ADMIN_PASSWORD must be set (the development default is refused)');
    else {
      const passwordProblem = staffPasswordProblem(e.ADMIN_PASSWORD);
      if (passwordProblem) problems.push(`ADMIN_PASSWORD: ${passwordProblem}`);
    }
    if (e.STAFF_TOTP_REQUIRED === 'off') problems.push("STAFF_TOTP_REQUIRED=off is refused (use 'admins' or 'all')");
    if (problems.length > 0)
      throw new ConfigError(`Refusing to start with NODE_ENV=${e.NODE_ENV}:\n  ${problems.join('\n  ')}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    mailUiPort: e.MAIL_UI_PORT,
    sessionSecret: e.SESSION_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminReset: envFlag(e.ADMIN_RESET),
    staffTotpRequired: e.STAFF_TOTP_REQUIRED ?? (isProduction ? 'admins' : 'off'),
    shop: {
      name: e.SHOP_NAME,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      address: e.SHOP_ADDRESS,
      orgNumber: e.SHOP_ORG_NUMBER,
      bankAccount: e.SHOP_BANK_ACCOUNT,
    },
    queuePrefix: e.QUEUE_PREFIX,
    storageDir: e.STORAGE_DIR,
    outboxPollMs: e.OUTBOX_POLL_MS,
    signInLimits: { perEmail: e.SIGN_IN_LINKS_PER_EMAIL, perIp: e.SIGN_IN_LINKS_PER_IP },
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    seedDemo: envFlag(e.SEED_DEMO),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mailLimits: {
      perRecipient: e.UNVERIFIED_MAILS_PER_RECIPIENT,
      perIp: e.UNVERIFIED_MAILS_PER_IP,
      invitationsPerCoordinator: e.GROUP_INVITATIONS_PER_COORDINATOR,
    },
  };
}

/** An on/off environment variable: 1, true, yes or on (any case) is on; unset or anything else is off. */
export function envFlag(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
}
