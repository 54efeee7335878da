import { raw, wrap, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import type { AuditAction } from '@russ/schema/audit/audit-actions';
import type { Sessions } from '../../common/context.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { AuditEntry } from './audit-entry.entity.js';
import type { AuditEntryType } from './audit.types.js';
import { authoredBy } from '../../common/staff-authored.entity.js';

/** The staff member making a change, as the request's session has them. */
export type AuditActor = Pick<NonNullable<Sessions['staff']>, 'userId' | 'username'>;

/**
 * Who an audit entry names: a staff member, a customer answering in the customer area (`customerAuthor`), or a job
 * of the shop itself (RETENTION_ACTOR); the last two have no staff user id.
 */
export type AuditAuthor = Omit<AuditActor, 'userId'> & { userId: number | null };

/** A customer as the author of an audit entry: `kari@example.no (kunde)` in `Historikk` and `Hendelseslogg`. */
export const customerAuthor = (email: string): AuditAuthor => ({ userId: null, username: `${email} (kunde)` });

export interface AuditChange {
  /** What was done: one of the actions declared in schema/ (audit/audit-actions.ts), e.g. `order.status.changed`. */
  action: AuditAction;
  /** The kind of record, e.g. `order`, `contact`, `member` (a customer is identified by e-mail). */
  entityType: string;
  entityId: string | number;
  /** The fields the change touched, before and after (null for a created or deleted record). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a staff change. Call it with the EntityManager of the change's own transaction: the entry is persisted
 * there and written by the same flush, so it exists exactly when the change was committed (a rolled-back change
 * leaves no entry, and a change never lacks one).
 */
export function recordAudit(em: EntityManager, staff: AuditAuthor, change: AuditChange): AuditEntry {
  const entry = em.create(AuditEntry, {
    ...authoredBy(staff),
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
  em.persist(entry);
  return entry;
}

/**
 * Records many changes of one transaction by one author in a single statement (a bank file's hundreds of matched
 * payments): the rows `recordAudit` would write, inserted on the transaction's connection now, so they commit or
 * roll back with it.
 */
export async function recordAudits(
  em: EntityManager,
  staff: AuditAuthor,
  changes: readonly AuditChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await em.getConnection().execute(
    `insert into audit_entries (staff_user_id, staff_username, action, entity_type, entity_id, before, after)
     select ?, ?, x.action, x.entity_type, x.entity_id, x.before, x.after
       from jsonb_to_recordset(?::jsonb) as x(action text, entity_type text, entity_id text, before jsonb, after jsonb)`,
    [
      staff.userId,
      staff.username,
      JSON.stringify(
        changes.map((change) => ({
          action: change.action,
          entity_type: change.entityType,
          entity_id: String(change.entityId),
          before: change.before ?? null,
          after: change.after ?? null,
        })),
      ),
    ],
    'run',
    em.getTransactionContext(),
  );
}

/** An entity's fields as plain JSON for `before` / `after` (optionally only `fields`). */
export function auditSnapshot(entity: object, fields?: readonly string[]): Record<string, unknown> {
  const plain = wrap(entity).toObject() as Record<string, unknown>;
  return fields ? snapshotFields(plain, fields) : plain;
}

/** Only `fields` of a snapshot. */
export function snapshotFields(snapshot: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in snapshot).map((field) => [field, snapshot[field]]));
}

export interface AuditQuery extends ListWindowArgs {
  staffUserId?: number | null;
  entityType?: string | null;
  entityId?: string | null;
  /** 'Søk': every word must occur in the staff username, the action, the record's id or before/after (any case). */
  search?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** Sortable fields (entity properties), newest first by default; at most 200 rows a page. */
export const AUDIT_LIST: ListSpec = {
  sortable: { at: 'at', staffUsername: 'staffUsername', action: 'action', entityType: 'entityType' },
  defaultSort: { field: 'at', order: 'DESC' },
  tieBreaker: 'id',
  defaultLimit: 50,
  maxLimit: 200,
};

const toView = (entry: AuditEntry): AuditEntryType => ({
  id: entry.id,
  staffUserId: entry.staffUserId,
  staffUsername: entry.staffUsername,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  at: entry.at,
  before: entry.before === null ? null : JSON.stringify(entry.before),
  after: entry.after === null ? null : JSON.stringify(entry.after),
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audit trail, newest first, filtered by staff user, record (type and id), time (`from` inclusive, `to`
 * exclusive) and search words, on the one list protocol (at most 200 a page). The `Hendelseslogg` and each record's
 * `Historikk`.
 */
export async function listAuditEntries(em: EntityManager, query: AuditQuery): Promise<ListPage<AuditEntryType>> {
  // Built anew for each of the two queries: a raw() fragment in a condition may be used once.
  const whereOf = (): FilterQuery<AuditEntry> => {
    const where: FilterQuery<AuditEntry> = {};
    if (query.staffUserId != null) where.staffUserId = query.staffUserId;
    if (query.entityType) where.entityType = query.entityType;
    if (query.entityId) where.entityId = query.entityId;
    const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
    if (words.length) {
      where.$and = words.map((word) => {
        const like = `%${escapeLike(word)}%`;
        return {
          $or: [
            { staffUsername: { $ilike: like } },
            { action: { $ilike: like } },
            { entityId: { $ilike: like } },
            { [raw('"before"::text')]: { $ilike: like } },
            { [raw('"after"::text')]: { $ilike: like } },
          ],
        };
      });
    }
    if (query.from || query.to) {
      where.at = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lt: query.to } : {}) };
    }
    return where;
  };
  return listPage(query, AUDIT_LIST, {
    page: async ({ orderBy, offset, limit }) =>
      (await em.find(AuditEntry, whereOf(), { orderBy, offset, limit })).map(toView),
    count: () => em.count(AuditEntry, whereOf()),
  });
}
