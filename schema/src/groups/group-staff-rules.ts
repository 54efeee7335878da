// The staff side of groups (admin §7): which actions a group's state allows, and their Norwegian messages.
import { isDeadlinePassed } from './group-rules.js';

/** The size reminder goes out by itself this many days before the deadline (admin §7). */
export const SIZE_REMINDER_DAYS_BEFORE = 3;

export const GROUP_STAFF_MESSAGES = {
  notFound: 'Fant ikke gruppen',
  deadlineRequired: 'Velg en ny frist',
  invalidDeadline: 'Ugyldig frist',
  deadlineInPast: 'Den nye fristen må være frem i tid',
  deadlineNotLater: 'Den nye fristen må være senere enn dagens frist',
  archivedNoExtend: 'Gruppen er arkivert, og fristen kan ikke forlenges',
  alreadyArchived: 'Gruppen er allerede arkivert',
  archivedNoReminder: 'Gruppen er arkivert, og det sendes ingen påminnelser',
  draftNoReminder: 'Gruppen er ikke åpnet ennå, og det sendes ingen påminnelser',
  deadlinePassedNoReminder: 'Fristen har gått ut. Forleng fristen før du sender påminnelse.',
  nobodyToRemind: 'Alle aksepterte medlemmer har sendt inn størrelser',
} as const;

export interface GroupStaffState {
  status: string;
  deadline?: Date | string | null;
}

/** The staff actions a group's state allows; the console offers these and the server refuses the rest. */
export interface GroupStaffActions {
  canExtendDeadline: boolean;
  canArchive: boolean;
  canSendReminder: boolean;
}

/** Why `Forleng frist` is refused in this state, or null when it is allowed. */
export function extendDeadlineRefusal(group: GroupStaffState): string | null {
  return group.status === 'archived' ? GROUP_STAFF_MESSAGES.archivedNoExtend : null;
}

/** Why `Arkiver` is refused, or null. */
export function archiveRefusal(group: GroupStaffState): string | null {
  return group.status === 'archived' ? GROUP_STAFF_MESSAGES.alreadyArchived : null;
}

/**
 * Why `Send påminnelse` is refused in this state (archived, not opened, deadline passed), or null. That every
 * accepted member has submitted is checked by the server against the rows.
 */
export function reminderRefusal(group: GroupStaffState, now: Date = new Date()): string | null {
  if (group.status === 'archived') return GROUP_STAFF_MESSAGES.archivedNoReminder;
  if (group.status === 'draft') return GROUP_STAFF_MESSAGES.draftNoReminder;
  if (isDeadlinePassed(group.deadline, now)) return GROUP_STAFF_MESSAGES.deadlinePassedNoReminder;
  return null;
}

export function groupStaffActions(group: GroupStaffState, now: Date = new Date()): GroupStaffActions {
  return {
    canExtendDeadline: extendDeadlineRefusal(group) === null,
    canArchive: archiveRefusal(group) === null,
    canSendReminder: reminderRefusal(group, now) === null,
  };
}

/**
 * Why a new deadline is refused, or null: it must be in the future and, when the group has a deadline that has
 * not passed, later than it (`Forleng` extends; it never shortens).
 */
export function newDeadlineRefusal(current: Date | string | null, next: Date, now: Date = new Date()): string | null {
  if (next.getTime() <= now.getTime()) return GROUP_STAFF_MESSAGES.deadlineInPast;
  if (current != null && next.getTime() <= new Date(current).getTime()) return GROUP_STAFF_MESSAGES.deadlineNotLater;
  return null;
}
