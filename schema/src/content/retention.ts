/**
 * What the shop keeps and for how long: the one table of retention periods. The worker's `maintenance.prune` job
 * applies it every night (api `modules/retention`), the README lists it as the shop's data-retention table, and
 * the privacy page states the periods a customer cares about. Each period can be changed with its environment
 * variable; an invalid value stops the worker at startup with the variable's name.
 *
 * Orders, their lines, shipments, returns and invoices are not pruned: the bookkeeping act (bokføringsloven § 13)
 * requires sales documentation to be kept for five years, and staff delete nothing of it by hand either.
 */
export const RETENTION_RULES = {
  contactMessages: {
    env: 'CONTACT_RETENTION_MONTHS',
    unit: 'months',
    default: 24,
    what: 'contact form requests (`Henvendelser`) with the shop’s replies; a quote made from one keeps the quote',
    from: 'received',
  },
  signInLinks: {
    env: 'SIGN_IN_LINK_RETENTION_DAYS',
    unit: 'days',
    default: 30,
    what: 'sign-in links (used or not) and the sign-out marks of customer and staff sessions',
    from: 'the link or session expired',
  },
  auditEntries: {
    env: 'AUDIT_RETENTION_MONTHS',
    unit: 'months',
    default: 60,
    what: 'audit entries (`Hendelseslogg`, each record’s `Historikk`), five years like the bookkeeping they explain',
    from: 'written',
  },
  deactivatedMembers: {
    env: 'DEACTIVATED_MEMBER_RETENTION_MONTHS',
    unit: 'months',
    default: 12,
    what: 'a deactivated member’s account and personal data, deleted as `Slett konto` deletes it (orders and invoices stay)',
    from: 'staff deactivated the member',
  },
  mailLog: {
    env: 'MAIL_LOG_RETENTION_MONTHS',
    unit: 'months',
    default: 13,
    what: 'the mail log (`E-postlogg`): who was mailed what, when, and each attempt',
    from: 'last attempt',
  },
  dispatchedOutbox: {
    env: 'OUTBOX_RETENTION_DAYS',
    unit: 'days',
    default: 30,
    what: 'outbox rows already handed to the mail queue (rows not yet handed over are never pruned)',
    from: 'handed to the queue',
  },
} as const;

export type RetentionKey = keyof typeof RETENTION_RULES;

/** Each retention period as a whole number of its rule's unit (months or days). */
export type RetentionPolicy = Record<RetentionKey, number>;

export class RetentionSettingError extends Error {}

/**
 * The periods in force: each rule's environment variable when set (a whole number, 1 or more), else its default.
 * Throws RetentionSettingError naming the variable when a value is not a whole number of 1 or more.
 */
export function retentionPolicy(env: Readonly<Record<string, string | undefined>> = {}): RetentionPolicy {
  const entries = (Object.keys(RETENTION_RULES) as RetentionKey[]).map((key) => {
    const rule = RETENTION_RULES[key];
    const raw = env[rule.env]?.trim();
    if (!raw) return [key, rule.default] as const;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new RetentionSettingError(`${rule.env} must be a whole number of ${rule.unit} (1 or more), not ${raw}`);
    }
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as RetentionPolicy;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment before which a rule's rows are pruned, as of `now`. Months are calendar months, clamped to the end of a
 * shorter month as PostgreSQL's intervals are (31 March minus one month is 28 or 29 February).
 */
export function retentionCutoff(key: RetentionKey, policy: RetentionPolicy, now: Date): Date {
  if (RETENTION_RULES[key].unit === 'days') return new Date(now.getTime() - policy[key] * DAY_MS);
  const cutoff = new Date(now.getTime());
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - policy[key]);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}
