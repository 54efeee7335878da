import { Field, ID, Int, ObjectType, InputType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({ description: "A payment from the bank's file (admin §17)." })
export class StaffBankPayment {
  @Field(() => ID) id!: number;
  @Field({ description: "`Dato`: the bank's booking date, YYYY-MM-DD." }) bookedOn!: string;
  @Field({ description: '`Beløp` in kroner ("1299.00"); negative for a reversal.' }) amount!: string;
  @Field(() => String, { nullable: true, description: '`KID`' }) kid!: string | null;
  @Field(() => String, { nullable: true, description: '`Betaler`' }) payerName!: string | null;
  @Field({ description: "The bank's reference (unique)." }) bankReference!: string;
  @Field() reversed!: boolean;
  @Field({ description: 'unmatched | matched | partial | overpaid | ignored' }) status!: string;
  @Field({ description: 'Ikke koblet | Koblet | Delvis | Overbetalt | Ignorert' }) statusLabel!: string;
  @Field(() => Int, { nullable: true }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: '`Faktura`' }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: "'Begrunnelse' of `Ignorer`." }) ignoreReason!: string | null;
}

@ObjectType()
export class StaffBankPaymentPage extends ListPageOf(StaffBankPayment) {}

@InputType()
export class BankPaymentFilter {
  @Field(() => String, { nullable: true, description: 'unmatched | matched | partial | overpaid | ignored' })
  status?: string | null;
}

@ObjectType({ description: "`Importer bankfil`'s answer." })
export class BankFileImportResult {
  @Field(() => Int) read!: number;
  @Field(() => Int) matched!: number;
  @Field(() => Int) open!: number;
  @Field({ description: "'N innbetalinger lest, M koblet til faktura, K må behandles.'" }) message!: string;
}

@ObjectType({ description: '`Koble til faktura`: an invoice the payment may be linked to.' })
export class BankPaymentLinkCandidate {
  @Field(() => ID) id!: number;
  @Field() invoiceNumber!: string;
  @Field() customerEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field() amount!: string;
  @Field({ description: '`Restbeløp` in kroner.' }) restAmount!: string;
  @Field() status!: string;
  @Field() statusLabel!: string;
  @Field({ description: "The invoice's rest equals the payment's amount (offered first)." }) restMatches!: boolean;
}
