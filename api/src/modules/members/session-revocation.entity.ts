import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * "Sign out everywhere" for a customer: every customer session cookie for this e-mail signed at or before
 * `revokedAt` is refused (common/auth.ts). Keyed by the SHA-256 of the lower-case e-mail (`customerEmailHash`),
 * so the row can outlive a deleted account without keeping the address. Only customers who used it have a row.
 */
@Entity({ tableName: 'customer_session_revocations' })
export class CustomerSessionRevocation {
  @PrimaryKey({ type: 'text' })
  emailHash!: string;

  @Property({ type: 'datetime' })
  revokedAt!: Date;
}
