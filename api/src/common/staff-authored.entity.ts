import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A row a staff member wrote (an audit entry, a note, an answer), with who wrote it. The username is kept at the
 * time of writing, so the row still says who it was after the staff user is removed.
 */
export abstract class StaffAuthored {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Null when the staff user was removed since; `staffUsername` keeps who it was. */
  @Property({ type: 'integer', nullable: true })
  staffUserId: number | null = null;

  @Property({ type: 'text' })
  staffUsername!: string;
}

/** The author columns of a row the given staff member writes now. */
export const authoredBy = (staff: { userId: number | null; username: string }) => ({
  staffUserId: staff.userId,
  staffUsername: staff.username,
});
