import { describe, expect, it } from 'vitest';
import {
  GROUP_STAFF_MESSAGES as M,
  groupStaffActions,
  newDeadlineRefusal,
  reminderRefusal,
} from './group-staff-rules.js';
import { extendGroupDeadlineInput } from './group.validators.js';

const now = new Date('2026-11-26T10:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('the staff actions a group allows', () => {
  it('offers everything for an active group before its deadline', () => {
    expect(groupStaffActions({ status: 'active', deadline: days(5) }, now)).toEqual({
      canExtendDeadline: true,
      canArchive: true,
      canSendReminder: true,
    });
  });

  it('offers no reminder after the deadline or for a draft, and nothing for an archived group', () => {
    expect(groupStaffActions({ status: 'active', deadline: days(-1) }, now).canSendReminder).toBe(false);
    expect(reminderRefusal({ status: 'active', deadline: days(-1) }, now)).toBe(M.deadlinePassedNoReminder);
    expect(reminderRefusal({ status: 'draft', deadline: null }, now)).toBe(M.draftNoReminder);
    expect(groupStaffActions({ status: 'archived', deadline: days(5) }, now)).toEqual({
      canExtendDeadline: false,
      canArchive: false,
      canSendReminder: false,
    });
  });
});

describe('a new deadline', () => {
  it('must be in the future and later than the current one', () => {
    expect(newDeadlineRefusal(days(-2), days(-1), now)).toBe(M.deadlineInPast);
    expect(newDeadlineRefusal(days(5), days(3), now)).toBe(M.deadlineNotLater);
    expect(newDeadlineRefusal(days(-2), days(3), now)).toBeNull();
    expect(newDeadlineRefusal(null, days(3), now)).toBeNull();
  });

  it('is read as the end of the picked day in Oslo, and empty or garbage is refused', () => {
    expect(extendGroupDeadlineInput.parse({ deadline: '2026-12-03' }).deadline.toISOString()).toBe(
      '2026-12-03T22:59:59.999Z',
    );
    expect(extendGroupDeadlineInput.safeParse({ deadline: '' }).error?.issues[0]?.message).toBe('Velg en ny frist');
    expect(extendGroupDeadlineInput.safeParse({ deadline: 'snart' }).error?.issues[0]?.message).toBe('Ugyldig frist');
  });
});
