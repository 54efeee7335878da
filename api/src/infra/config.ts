import { z } from 'zod';
import { isValidBankAccount, isValidOrgNumber } from '@russ/schema/invoices/norwegian-ids';
import type { StaffTotpRequirement } from '@russ/schema/staff/staff-totp';
import type { StorageSettings } from './storage.js';
import { staffPassword } from '@russ/schema/staff/staff-user.validators';

/** Why a password breaks the staff password rules (admin §13), or null when it meets them. */
const staffPasswordProblem = (password: string): string | null => {
  const parsed = staffPassword.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
};

/** Local-development defaults that must never reach production. */
export const DEV_SESSION_SECRET = 'dev-insecure-session-secret';
export const DEV_ADMIN_PASSWORD = 'russ-admin-dev';
/** The bearer token of `/metrics` in development and test when METRICS_TOKEN is unset (README documents it). */
export const DEV_METRICS_TOKEN = 'russ-metrics-dev';
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
  SESSION_SECRET_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
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
  STORAGE_DRIVER: z.preprocess(
    emptyAsUndefined,
    z.enum(['local', 's3'], { error: "must be 'local' (files on this machine's disk) or 's3'" }).default('local'),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, . and -)')
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.string().optional()),
  OUTBOX_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(1000)),
  SIGN_IN_LINKS_PER_EMAIL: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(5)),
  SIGN_IN_LINKS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  CATALOG_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(30_000)),
  DATABASE_POOL_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(10)),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  UNVERIFIED_MAILS_PER_RECIPIENT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(5)),
  UNVERIFIED_MAILS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  GROUP_INVITATIONS_PER_COORDINATOR: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(60)),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
});

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a PUBLIC_URL is this machine (development, tests, a local trial of the production build). */
export function isLocalUrl(publicUrl: string): boolean {
  try {
    const { hostname } = new URL(publicUrl);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** Fastify's `trustProxy` for a hop count: the nearest `hops` addresses (the socket's first) are proxies. */
export type TrustProxyHops = ((address: string, hop: number) => boolean) & { hops: number };

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset or `false` → the socket address is the client; a number N → the
 * N nearest hops (the socket's peer first) are our proxies, so the client is the N-th X-Forwarded-For entry from
 * the right (whatever a client wrote to the left of it is ignored); otherwise a comma list of the proxies'
 * addresses or CIDR ranges (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too), whose X-Forwarded-For
 * is believed. `true` ("believe every X-Forwarded-For") is refused: any client could then name itself anyone and
 * dodge every per-IP limit. (Fastify 5 ignores a plain number, so the hop count is given as a function.)
 */
export function parseTrustProxy(value: string | undefined): false | string[] | TrustProxyHops {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every X-Forwarded-For header; give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (!Number.isSafeInteger(hops) || hops > 16) throw new ConfigError('TRUST_PROXY: a hop count from 1 to 16');
    return Object.assign((_address: string, hop: number) => hop < hops, { hops });
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
  /** Connections this API process keeps open to PostgreSQL at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  redisUrl: string;
  /** Only the worker needs it; defaults to the local mail sink (development and test only). */
  smtpUrl: string;
  /** Production: the worker refuses to send without TLS (smtps://, or STARTTLS required on smtp://). */
  smtpRequireTls: boolean;
  mailUiPort: number;
  sessionSecret: string;
  /** SESSION_SECRET_PREVIOUS: while a secret rotates, tokens signed with the previous one still verify. */
  previousSessionSecret?: string;
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
  /**
   * Where uploaded files live (infra/storage.ts): `local` under STORAGE_DIR, or with STORAGE_DRIVER=s3 one bucket
   * of an S3-compatible store (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
   * S3_FORCE_PATH_STYLE) that every API process on every machine shares.
   */
  storage: StorageSettings;
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
  trustProxy: false | string[] | TrustProxyHops;
  /**
   * The bearer token `/metrics` asks for (METRICS_TOKEN; the worker's metrics take the same one). Unset: the
   * local default in development and test, null (the endpoint answers 404) in production.
   */
  metricsToken: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment (process.env by default) into a typed config.
 * Throws a ConfigError listing every problem. Every NODE_ENV other than development and test counts as production
 * (`isProduction`): it refuses the local default secrets, a SESSION_SECRET shorter than 32 characters, a PUBLIC_URL
 * that is not https and an SMTP_URL without TLS (mail is then sent with TLS only); a PUBLIC_URL on localhost (a
 * trial of the production build on this machine) is exempt from the last two.
 */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const invalid = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const e = parsed.data;
  const storage = storageSettings(e);
  if (typeof storage === 'string') throw invalid([`  ${storage}`]);
  // The local defaults are known to everyone who has read this file: only a development or test run may use them
  // (a 'staging', 'prod' or misspelt NODE_ENV is production).
  const isProduction = !LOCAL_ENVIRONMENTS.has(e.NODE_ENV);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const localTrial = isLocalUrl(publicUrl);
  if (isProduction) {
    const problems: string[] = [];
    // Only a trial of the production build on this machine (docker compose, `pnpm bench`) may use
    // http://localhost and the local mail sink; anything reachable from elsewhere is https with TLS mail.
    if (!localTrial && !e.PUBLIC_URL?.startsWith('https://')) {
      problems.push('PUBLIC_URL must be an https:// address (session cookies are Secure and __Host- prefixed)');
    }
    const smtpProblem = localTrial ? null : productionSmtpProblem(e.SMTP_URL);
    if (smtpProblem) problems.push(smtpProblem);
    if (e.SESSION_SECRET_PREVIOUS !== undefined && e.SESSION_SECRET_PREVIOUS.length < 32) {
      problems.push('SESSION_SECRET_PREVIOUS must be at least 32 characters');
    }
    if (e.SESSION_SECRET === DEV_SESSION_SECRET)
      problems.push('SESSION_SECRET must be set (the development default is refused)');
    else if (e.SESSION_SECRET.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
    if (e.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
      problems.push('ADMIN_PASSWORD must be set (the development default is refused)');
    else {
      const passwordProblem = staffPasswordProblem(e.ADMIN_PASSWORD);
      if (passwordProblem) problems.push(`ADMIN_PASSWORD: ${passwordProblem}`);
    }
    if (e.METRICS_TOKEN === DEV_METRICS_TOKEN) problems.push('METRICS_TOKEN: the development default is refused');
    else if (e.METRICS_TOKEN !== undefined && e.METRICS_TOKEN.length < 16)
      problems.push('METRICS_TOKEN must be at least 16 characters');
    if (!localTrial && storage.driver === 's3' && storage.endpoint?.startsWith('http://')) {
      problems.push('S3_ENDPOINT must be an https:// address (uploaded files and the access key travel over it)');
    }
    if (e.STAFF_TOTP_REQUIRED === 'off') problems.push("STAFF_TOTP_REQUIRED=off is refused (use 'admins' or 'all')");
    if (problems.length > 0)
      throw new ConfigError(`Refusing to start with NODE_ENV=${e.NODE_ENV}:\n  ${problems.join('\n  ')}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    smtpRequireTls: isProduction && !localTrial,
    mailUiPort: e.MAIL_UI_PORT,
    sessionSecret: e.SESSION_SECRET,
    ...(e.SESSION_SECRET_PREVIOUS && e.SESSION_SECRET_PREVIOUS !== e.SESSION_SECRET
      ? { previousSessionSecret: e.SESSION_SECRET_PREVIOUS }
      : {}),
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
    storage,
    outboxPollMs: e.OUTBOX_POLL_MS,
    signInLimits: { perEmail: e.SIGN_IN_LINKS_PER_EMAIL, perIp: e.SIGN_IN_LINKS_PER_IP },
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    seedDemo: envFlag(e.SEED_DEMO),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN ?? (isProduction ? null : DEV_METRICS_TOKEN),
    mailLimits: {
      perRecipient: e.UNVERIFIED_MAILS_PER_RECIPIENT,
      perIp: e.UNVERIFIED_MAILS_PER_IP,
      invitationsPerCoordinator: e.GROUP_INVITATIONS_PER_COORDINATOR,
    },
  };
}

const storageEnvSchema = envSchema.pick({
  STORAGE_DIR: true,
  STORAGE_DRIVER: true,
  S3_ENDPOINT: true,
  S3_BUCKET: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
});

/**
 * Only the storage settings (`AppConfig.storage`), checked like loadConfig checks them: for the command-line
 * tools that write or copy uploaded files without starting the API (migrate-and-seed, backups).
 */
export function loadStorageConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): Pick<AppConfig, 'storage'> {
  const parsed = storageEnvSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const storage = parsed.success ? storageSettings(parsed.data) : undefined;
  if (typeof storage === 'string') problems.push(storage);
  if (!storage || typeof storage === 'string') {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { storage };
}

/**
 * The storage settings from STORAGE_DRIVER, STORAGE_DIR and S3_*, or why they cannot be used. With s3, S3_BUCKET
 * is required and S3_REGION too unless S3_ENDPOINT names a non-AWS service (which gets us-east-1, the region most
 * of them expect); the access key and secret come together, or both stay unset for the AWS SDK's own chain
 * (environment, instance or task role).
 */
function storageSettings(e: z.infer<typeof storageEnvSchema>): StorageSettings | string {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', dir: e.STORAGE_DIR };
  if (!e.S3_BUCKET) return 'S3_BUCKET is required with STORAGE_DRIVER=s3';
  const region = e.S3_REGION ?? (e.S3_ENDPOINT ? 'us-east-1' : undefined);
  if (!region) return 'S3_REGION is required with STORAGE_DRIVER=s3 (or S3_ENDPOINT for an S3-compatible service)';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset to use an instance role)';
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: envFlag(e.S3_FORCE_PATH_STYLE),
  };
}

/**
 * Why SMTP_URL cannot be used in production (null when it can): it must be set (the default is the local mail
 * sink), be smtp:// (STARTTLS, then required) or smtps://, and not switch TLS or certificate checks off.
 */
function productionSmtpProblem(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return 'SMTP_URL must be set (the local mail sink is for development)';
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return 'SMTP_URL must be an smtp:// or smtps:// URL';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return 'SMTP_URL must be an smtp:// or smtps:// URL';
  const query = url.search.toLowerCase();
  if (/ignoretls=true|rejectunauthorized=false/.test(query)) {
    return 'SMTP_URL must not turn off TLS or certificate checks (mail is sent with TLS in production)';
  }
  return null;
}

/** An on/off environment variable: 1, true, yes or on (any case) is on; unset or anything else is off. */
export function envFlag(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
}
