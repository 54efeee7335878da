/**
 * How the worker sends newsletter campaigns, from the environment (README: "Configuration"):
 * NEWSLETTER_RATE_PER_SECOND (mails per second per worker, default 50), NEWSLETTER_BATCH_SIZE (recipients claimed
 * at once, default 100), NEWSLETTER_CONCURRENCY (SMTP connections, default 5), NEWSLETTER_POLL_MS (how often an
 * idle worker looks for a campaign to send, default 1000), NEWSLETTER_LEASE_MS (after how long a recipient
 * claimed by a worker that died is taken over, default 120000), NEWSLETTER_MAX_ATTEMPTS (default 8) and
 * NEWSLETTER_RETRY_BASE_MS (first retry delay, doubled per attempt, default 2000) up to NEWSLETTER_RETRY_MAX_MS
 * (default 60000).
 */
export interface CampaignSendSettings {
  ratePerSecond: number;
  batchSize: number;
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Audience addresses copied into the recipients per statement. */
  fanoutPageSize: number;
}

export class CampaignSettingsError extends Error {}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new CampaignSettingsError(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export function campaignSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CampaignSendSettings {
  const settings: CampaignSendSettings = {
    ratePerSecond: positive(env, 'NEWSLETTER_RATE_PER_SECOND', 50),
    batchSize: Math.trunc(positive(env, 'NEWSLETTER_BATCH_SIZE', 100)),
    concurrency: Math.trunc(positive(env, 'NEWSLETTER_CONCURRENCY', 5)),
    pollMs: positive(env, 'NEWSLETTER_POLL_MS', 1000),
    leaseMs: positive(env, 'NEWSLETTER_LEASE_MS', 120_000),
    maxAttempts: Math.trunc(positive(env, 'NEWSLETTER_MAX_ATTEMPTS', 8)),
    retryBaseMs: positive(env, 'NEWSLETTER_RETRY_BASE_MS', 2000),
    retryMaxMs: positive(env, 'NEWSLETTER_RETRY_MAX_MS', 60_000),
    fanoutPageSize: 1000,
  };
  return settings;
}

/** The SMTP socket timeout must end a send well inside the lease, or a slow send could be taken over and repeated. */
export const smtpTimeoutFor = (settings: CampaignSendSettings) => Math.max(1000, Math.floor(settings.leaseMs / 3));
