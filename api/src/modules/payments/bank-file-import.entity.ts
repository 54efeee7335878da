import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BankFileKind } from '@russ/schema/invoices/bank-files';

/** One imported bank file (admin §17). Its SHA-256 is unique: the same file imported again is refused. */
@Entity({ tableName: 'bank_file_imports' })
export class BankFileImport {
  [OptionalProps]?: 'importedAt' | 'paymentCount' | 'matchedCount' | 'openCount';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: 'bank_file_imports_file_hash_unique' })
  fileHash!: string;

  @Property({ type: 'text', nullable: true })
  fileName?: string | null;

  @Property({ type: 'text' })
  kind!: BankFileKind;

  /** Payments in the file that were new (a payment another file brought already is not counted again). */
  @Property({ type: 'integer', default: 0 })
  paymentCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  matchedCount: number = 0;

  /** Payments left for staff ('Ikke koblet'). */
  @Property({ type: 'integer', default: 0 })
  openCount: number = 0;

  @Property({ type: 'integer', nullable: true })
  importedByStaffId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  importedAt: Date = new Date();
}
