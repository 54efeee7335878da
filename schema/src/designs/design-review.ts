// Kept free of zod so the console and the storefront can use the rules and messages without the validators.
import { DESIGN_STATUS_LABELS, type DesignStatus } from './design-status.js';
import { labelOf } from '../common/option-list.js';

/**
 * The review workflow of a design (admin §6): the customer submits (draft → pending); staff upload proofs
 * (`Last opp korrektur`, a new version marked as the shop's), approve (`Godkjenn`), reject with a reason
 * (`Avvis`) and set an approved design in production (`Sett i produksjon`); the customer approves the shop's proof
 * (`Godkjenn korrektur`) or asks for changes (`Be om endringer`, back to pending). Nothing goes to production
 * without an approved design or proof.
 */

export type StaffDesignAction = 'uploadProof' | 'approve' | 'reject' | 'setInProduction';
export type CustomerProofAction = 'approveProof' | 'requestChanges';

/** The statuses each staff action starts from. */
export const STAFF_DESIGN_ACTION_FROM: Record<StaffDesignAction, readonly DesignStatus[]> = {
  uploadProof: ['draft', 'pending', 'rejected', 'approved'],
  approve: ['pending', 'rejected'],
  reject: ['pending', 'approved'],
  setInProduction: ['approved'],
};

export const DESIGN_REVIEW_LIMITS = {
  reason: { min: 3, max: 2000 },
  message: 2000,
  changeRequest: { min: 3, max: 2000 },
};

export const DESIGN_REVIEW_MESSAGES = {
  reasonRequired: 'Skriv en begrunnelse til kunden',
  reasonTooLong: `Begrunnelsen kan ha høyst ${DESIGN_REVIEW_LIMITS.reason.max} tegn`,
  messageTooLong: `Meldingen kan ha høyst ${DESIGN_REVIEW_LIMITS.message} tegn`,
  changeRequestRequired: 'Skriv hva du vil ha endret',
  changeRequestTooLong: `Meldingen kan ha høyst ${DESIGN_REVIEW_LIMITS.changeRequest.max} tegn`,
  noProof: 'Det finnes ingen korrektur å svare på',
  proofAnswered: 'Du har allerede svart på denne korrekturen',
  staffOnly: 'Bare ansatte kan laste opp korrektur',
  orderDesignNotApproved:
    'Ordren har design som ikke er godkjent. Designet (eller korrekturen) må godkjennes før ordren settes i produksjon.',
} as const;

const ACTION_WORDS: Record<StaffDesignAction, string> = {
  uploadProof: 'få en ny korrektur',
  approve: 'godkjennes',
  reject: 'avvises',
  setInProduction: 'settes i produksjon',
};

export function canDoStaffDesignAction(status: string, action: StaffDesignAction): boolean {
  return (STAFF_DESIGN_ACTION_FROM[action] as readonly string[]).includes(status);
}

/** The staff actions the design's status allows (the buttons the console offers). */
export function staffDesignActions(status: string): StaffDesignAction[] {
  return (Object.keys(STAFF_DESIGN_ACTION_FROM) as StaffDesignAction[]).filter((action) =>
    canDoStaffDesignAction(status, action),
  );
}

const label = (status: string) => labelOf(DESIGN_STATUS_LABELS, status);

/** The Norwegian refusal of a staff action the status does not allow. */
export function staffDesignRefusal(status: string, action: StaffDesignAction): string {
  if (action === 'setInProduction' && status !== 'in_production')
    return `Bare godkjente design kan settes i produksjon. Dette designet har status «${label(status)}».`;
  if (action === 'approve' && status === 'approved') return 'Designet er allerede godkjent';
  if (action === 'reject' && status === 'rejected') return 'Designet er allerede avvist';
  return `Et design med status «${label(status)}» kan ikke ${ACTION_WORDS[action]}`;
}

/**
 * Whether the customer may answer the shop's proof now: the design waits ('Venter') or was approved, its newest
 * version is the shop's proof, and the customer has not asked for changes to it yet.
 */
export function canAnswerProof(design: { status: string; latestIsProof: boolean; changesRequested: boolean }): boolean {
  return design.latestIsProof && !design.changesRequested && design.status === 'pending';
}
