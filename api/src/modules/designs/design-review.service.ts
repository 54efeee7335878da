import type { AuditAction } from '@russ/schema/audit/audit-actions';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DESIGN_MESSAGES } from '@russ/schema/designs/design-rules';
import {
  canAnswerProof,
  canDoStaffDesignAction,
  DESIGN_REVIEW_MESSAGES,
  staffDesignActions,
  staffDesignRefusal,
  type StaffDesignAction,
} from '@russ/schema/designs/design-review';
import { rejectDesignInput, requestDesignChangesInput, uploadProofInput } from '@russ/schema/designs/design.validators';
import { DESIGN_STATUSES, type DesignStatus } from '@russ/schema/designs/design-status';
import { JOBS, type JobName } from '@russ/schema/jobs/jobs';
import { parseId } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { NotFoundError } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import type { FileStorage } from '../../infra/storage.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { findOwnDesign, refuse } from './design-access.js';
import { DesignFile } from './design-file.entity.js';
import { Design } from './design.entity.js';
import { addLatestDesignFile, keepUploadOnlyIfDone, type StoredUpload } from './design-upload.js';
import { loadDesignDetails } from './design.views.js';
import type { StaffDesignRow, DesignType, StaffDesign } from './design.types.js';

/**
 * Design review (admin §6): the console's list and detail, staff's `Last opp korrektur`, `Godkjenn`, `Avvis` and
 * `Sett i produksjon`, and the customer's answer to a proof (`Godkjenn korrektur`, `Be om endringer`). Each step
 * is one transaction with the design row locked: the status rule (schema/src/designs/design-review.ts), the
 * change, the audit entry (entity type `design`; the customer's answers are recorded with no staff user, as
 * 'Kunden', so the design's `Historikk` shows every step) and the mail in the outbox. A step the status does not
 * allow is refused with a Norwegian message and changes nothing.
 */

/** How the customer's own steps are named in a design's `Historikk`. */
export const CUSTOMER_ACTOR_NAME = 'Kunden';

/** Sortable fields, last changed first by default. */
export const DESIGN_LIST: ListSpec = {
  sortable: { updatedAt: 'd.updated_at', name: 'lower(d.name)', status: 'd.status', createdAt: 'd.created_at' },
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  tieBreaker: 'd.id',
};

export interface StaffDesignQuery extends ListWindowArgs {
  search?: string | null;
  filter?: { status?: string | null } | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface DesignRow {
  id: number;
  name: string;
  status: string;
  member_email: string;
  first_name: string | null;
  last_name: string | null;
  group_id: number | null;
  group_name: string | null;
  latest_version: number | null;
  latest_by: string | null;
  change_request: string | null;
  updated_at: Date;
}

const FROM = `from designs d
  left join members m on m.email = d.member_email
  left join groups g on g.id = d.group_id
  left join lateral (select f.version, f.uploaded_by from design_files f where f.design_id = d.id
    order by f.is_latest desc, f.version desc, f.id desc limit 1) lf on true`;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim() || null;

/**
 * The console's designs, last changed first unless sorted otherwise; filtered by status and by search terms (each
 * word in the design's name, the customer's e-mail or name, or the group's name). Two queries.
 */
export async function listStaffDesigns(em: EntityManager, query: StaffDesignQuery): Promise<ListPage<StaffDesignRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const status = query.filter?.status?.trim();
  if (status) {
    if ((DESIGN_STATUSES as readonly string[]).includes(status)) {
      where.push('d.status = ?');
      params.push(status);
    } else where.push('false');
  }
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    where.push(
      `(d.name ilike ? or d.member_email ilike ? or m.first_name ilike ? or m.last_name ilike ? or g.name ilike ?)`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  return listPage(query, DESIGN_LIST, {
    page: async ({ orderBySql, limit, offset }) => {
      const rows = await connection.execute<DesignRow[]>(
        `select d.id, d.name, d.status, d.member_email, m.first_name, m.last_name, d.group_id, g.name as group_name,
            lf.version as latest_version, lf.uploaded_by as latest_by, d.change_request, d.updated_at
          ${FROM} ${whereSql} order by ${orderBySql} limit ? offset ?`,
        [...params, limit, offset],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        status: row.status,
        memberEmail: row.member_email,
        customerName: fullName(row.first_name, row.last_name),
        groupId: row.group_id == null ? null : Number(row.group_id),
        groupName: row.group_name,
        latestVersion: row.latest_version == null ? null : Number(row.latest_version),
        latestIsProof: row.latest_by === 'staff',
        changeRequested: row.change_request != null,
        updatedAt: new Date(row.updated_at),
      }));
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: string }>>(
        `select count(*) as total ${FROM} ${whereSql}`,
        params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

/** One design for staff: every version (who uploaded it), the customer, the group and the allowed actions. */
export async function getStaffDesign(em: EntityManager, id: number): Promise<StaffDesign> {
  const design = await em.findOne(Design, { id }, { refresh: true });
  if (!design) throw new NotFoundError(DESIGN_MESSAGES.notFound);
  const [view, files, people] = await Promise.all([
    loadDesignDetails(em, design),
    em.find(DesignFile, { design: id }),
    em
      .getConnection()
      .execute<Array<{ first_name: string | null; last_name: string | null; group_name: string | null }>>(
        `select m.first_name, m.last_name, g.name as group_name from designs d left join members m on m.email = d.member_email left join groups g on g.id = d.group_id where d.id = ?`,
        [id],
      ),
  ]);
  const byId = new Map(files.map((file) => [file.id, file]));
  const person = people[0];
  return {
    ...view,
    memberEmail: design.memberEmail,
    customerName: person ? fullName(person.first_name, person.last_name) : null,
    groupName: person?.group_name ?? null,
    versionCount: files.length,
    files: (view.files ?? []).map((file) => ({
      ...file,
      uploadedBy: byId.get(file.id)?.uploadedBy ?? 'customer',
      uploadedByStaff: byId.get(file.id)?.uploadedByStaff ?? null,
    })),
    actions: staffDesignActions(design.status),
  };
}

/** The design locked for the rest of the transaction; 404 when there is none. */
async function lockDesign(tx: EntityManager, id: number): Promise<Design> {
  const design = await tx.findOne(Design, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!design) throw new NotFoundError(DESIGN_MESSAGES.notFound);
  return design;
}

function assertStaffAction(design: Design, action: StaffDesignAction): void {
  if (!canDoStaffDesignAction(design.status, action)) throw refuse('status', staffDesignRefusal(design.status, action));
}

const snapshot = (design: Design) => ({
  status: design.status,
  notes: design.notes ?? null,
  approvedAt: design.approvedAt ?? null,
});

/** Fails fast, before a proof's bytes are read: 404 for a design that does not exist, or a status refusal. */
export async function assertMayUploadProof(em: EntityManager, designId: unknown): Promise<number> {
  const id = parseId(designId, DESIGN_MESSAGES.notFound);
  const design = await em.findOne(Design, { id });
  if (!design) throw new NotFoundError(DESIGN_MESSAGES.notFound);
  assertStaffAction(design, 'uploadProof');
  return id;
}

/**
 * `Last opp korrektur`: the stored upload (checked by content like the customer's: design-upload.ts) becomes the
 * design's newest version, marked as the shop's proof, with 'Melding til kunden'. The design waits for the
 * customer's answer ('Venter'; an approval or rejection is undone, the customer's last change request is
 * answered by it). The customer is mailed the proof. Any failure removes the stored file again.
 */
export async function uploadDesignProof(
  em: EntityManager,
  storage: FileStorage,
  staff: AuditActor,
  designId: number,
  fields: unknown,
  upload: StoredUpload,
): Promise<StaffDesign> {
  return keepUploadOnlyIfDone(storage, upload, async () => {
    const data = parseInput(uploadProofInput, fields);
    await em.transactional(async (tx) => {
      const design = await lockDesign(tx, designId);
      assertStaffAction(design, 'uploadProof');
      const before = snapshot(design);
      const file = await addLatestDesignFile(tx, design, upload, {
        uploadedBy: 'staff',
        uploadedByStaff: staff.username,
        proofMessage: data.message,
      });
      design.status = 'pending';
      design.approvedAt = null;
      design.changeRequest = null;
      design.changeRequestedAt = null;
      design.updatedAt = new Date();
      await tx.flush();
      recordAudit(tx, staff, {
        action: 'design.proof.uploaded',
        entityType: 'design',
        entityId: design.id,
        before,
        after: {
          ...snapshot(design),
          version: file.version,
          fileName: file.fileName,
          fileSize: file.fileSize,
          message: data.message,
        },
      });
      enqueueOutbox(tx, JOBS.designProofUploaded, { designId: design.id, designFileId: file.id });
    });
    em.clear();
    return getStaffDesign(em, designId);
  });
}

/** What each of the console's status buttons does to a design: its new status, the audit action, the mail. */
const STAFF_STEPS = {
  approve: { to: 'approved', audit: 'design.approved', job: JOBS.designApproved },
  reject: { to: 'rejected', audit: 'design.rejected', job: JOBS.designRejected },
  setInProduction: { to: 'in_production', audit: 'design.in_production', job: JOBS.designInProduction },
} as const satisfies Partial<Record<StaffDesignAction, { to: DesignStatus; audit: AuditAction; job: JobName }>>;

/**
 * One staff step on a design's status: in one transaction the design is locked, the step is checked against its
 * status, changed (with `change` for what else the step sets), audited with before and after, and the customer's
 * mail is queued; answers the design afresh.
 */
async function staffDesignStep(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  action: keyof typeof STAFF_STEPS,
  change: (design: Design) => void = () => {},
): Promise<StaffDesign> {
  const step = STAFF_STEPS[action];
  await em.transactional(async (tx) => {
    const design = await lockDesign(tx, id);
    assertStaffAction(design, action);
    const before = snapshot(design);
    design.status = step.to;
    change(design);
    design.updatedAt = new Date();
    recordAudit(tx, staff, {
      action: step.audit,
      entityType: 'design',
      entityId: design.id,
      before,
      after: snapshot(design),
    });
    enqueueOutbox(tx, step.job, { designId: design.id });
  });
  em.clear();
  return getStaffDesign(em, id);
}

/** `Godkjenn`: the design is approved ('Godkjent'); the customer is mailed. */
export async function approveDesign(em: EntityManager, staff: AuditActor, id: number): Promise<StaffDesign> {
  return staffDesignStep(em, staff, id, 'approve', (design) => {
    design.approvedAt = new Date();
    design.notes = null;
  });
}

/** `Avvis`: the reason ('Begrunnelse', required) becomes the design's notes, shown to the customer and mailed. */
export async function rejectDesign(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffDesign> {
  const data = parseInput(rejectDesignInput, input);
  return staffDesignStep(em, staff, id, 'reject', (design) => {
    design.notes = data.reason;
    design.approvedAt = null;
  });
}

/** `Sett i produksjon`: only an approved design ('I produksjon'); the customer is mailed. */
export async function setDesignInProduction(em: EntityManager, staff: AuditActor, id: number): Promise<StaffDesign> {
  return staffDesignStep(em, staff, id, 'setInProduction');
}

// ---------------------------------------------------------------------------------------------------------
// The customer's answer to a proof

/** The customer's step in the design's `Historikk` (no staff user; see the module comment). */
function recordCustomerStep(tx: EntityManager, design: Design, action: AuditAction, before: object, after: object) {
  tx.persist(
    tx.create(AuditEntry, {
      staffUserId: null,
      staffUsername: CUSTOMER_ACTOR_NAME,
      action,
      entityType: 'design',
      entityId: String(design.id),
      before: before as Record<string, unknown>,
      after: after as Record<string, unknown>,
    }),
  );
}

async function lockOwnProofDesign(tx: EntityManager, sessions: Sessions, designId: unknown): Promise<Design> {
  const design = await findOwnDesign(tx, sessions, designId, LockMode.PESSIMISTIC_WRITE);
  const [latest] = await tx.find(
    DesignFile,
    { design: design.id },
    { orderBy: { isLatest: 'desc', version: 'desc', id: 'desc' }, limit: 1 },
  );
  const latestIsProof = latest?.uploadedBy === 'staff';
  if (!latestIsProof) throw refuse('status', DESIGN_REVIEW_MESSAGES.noProof);
  if (!canAnswerProof({ status: design.status, latestIsProof, changesRequested: design.changeRequest != null })) {
    throw refuse('status', DESIGN_REVIEW_MESSAGES.proofAnswered);
  }
  return design;
}

/** `Godkjenn korrektur`: the customer approves the shop's latest proof; the design becomes approved. */
export async function approveDesignProof(
  em: EntityManager,
  sessions: Sessions,
  designId: unknown,
): Promise<DesignType> {
  const id = await em.transactional(async (tx) => {
    const design = await lockOwnProofDesign(tx, sessions, designId);
    const before = snapshot(design);
    design.status = 'approved';
    design.approvedAt = new Date();
    design.notes = null;
    design.updatedAt = new Date();
    recordCustomerStep(tx, design, 'design.proof.approved', before, snapshot(design));
    return design.id;
  });
  em.clear();
  return loadDesignDetails(em, await em.findOneOrFail(Design, { id }));
}

/**
 * `Be om endringer`: the customer's note on the latest proof; the design stays with staff ('Venter') and the shop
 * gets a notice mail.
 */
export async function requestDesignChanges(
  em: EntityManager,
  sessions: Sessions,
  designId: unknown,
  input: unknown,
): Promise<DesignType> {
  const id = await em.transactional(async (tx) => {
    const design = await findOwnDesign(tx, sessions, designId);
    const data = parseInput(requestDesignChangesInput, input);
    await lockOwnProofDesign(tx, sessions, design.id);
    const before = snapshot(design);
    design.status = 'pending';
    design.approvedAt = null;
    design.changeRequest = data.note;
    design.changeRequestedAt = new Date();
    design.updatedAt = new Date();
    recordCustomerStep(tx, design, 'design.changes.requested', before, { ...snapshot(design), note: data.note });
    enqueueOutbox(tx, JOBS.designChangesRequested, { designId: design.id });
    return design.id;
  });
  em.clear();
  return loadDesignDetails(em, await em.findOneOrFail(Design, { id }));
}
