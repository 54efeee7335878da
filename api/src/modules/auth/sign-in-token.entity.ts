import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One requested sign-in link. The link carries a signed JWT naming this row; the row makes the link
 * single-use (usedAt) and expiring (expiresAt = createdAt + 15 min).
 */
@Entity({ tableName: 'sign_in_tokens' })
export class SignInToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  /**
   * SHA-256 of the client IP that asked for the link (not the address itself): the per-e-mail limit counts links per
   * e-mail and client, so a flood of requests for an address from elsewhere does not block its owner's own.
   */
  @Property({ type: 'text', nullable: true })
  requesterHash?: string | null;

  /** The same-origin page to land on after signing in (e.g. an invite link); null means the dashboard. */
  @Property({ type: 'text', nullable: true })
  returnTo?: string | null;
}
