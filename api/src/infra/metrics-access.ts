import { createHash, timingSafeEqual } from 'node:crypto';

/** What a `/metrics` request gets: the metrics, 401 (no or a wrong token), or 404 (metrics are off). */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'off';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks `Authorization: Bearer <token>` against METRICS_TOKEN (`config.metricsToken`; null: metrics are off, as
 * in production without a token). Compared in constant time over digests, so neither the token's characters nor
 * its length leak through timing. The api's `/metrics` and the worker's use the same rule.
 */
export function metricsAccess(authorization: string | string[] | undefined, token: string | null): MetricsAccess {
  if (token === null) return 'off';
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const given = /^Bearer (\S+)$/i.exec(header?.trim() ?? '')?.[1];
  if (given === undefined) return 'unauthorized';
  return timingSafeEqual(digest(given), digest(token)) ? 'allowed' : 'unauthorized';
}
