import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType()
export class CustomerInvoice {
  @Field(() => ID) id!: number;
  @Field(() => Int) orderId!: number;
  @Field() orderNumber!: string;
  @Field() invoiceNumber!: string;
  @Field({ description: 'invoice, or credit_note (its amount is negative).' }) kind!: string;
  @Field({ description: 'Kroner incl. MVA; negative for a credit note.' }) amount!: string;
  @Field() taxAmount!: string;
  @Field({ description: 'pending, partially_paid, paid, overpaid, overdue or credited.' }) status!: string;
  @Field(() => GraphQLISODateTime) dueDate!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidDate!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      "'Betalt 500 kr av 998 kr' while a part-paid invoice (also one 'Forfalt') waits for its rest; else null.",
  })
  paymentNote!: string | null;
}

@ObjectType({ description: 'An invoice or credit note in the console (invoices.read).' })
export class StaffInvoice {
  @Field(() => ID) id!: number;
  @Field() invoiceNumber!: string;
  @Field({ description: 'invoice or credit_note.' }) kind!: string;
  @Field(() => Int) orderId!: number;
  @Field() orderNumber!: string;
  @Field() customerEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => GraphQLISODateTime) issuedAt!: Date;
  @Field(() => GraphQLISODateTime) dueDate!: Date;
  @Field({ description: 'Kroner incl. MVA ("1299.00"); negative for a credit note.' }) amount!: string;
  @Field() taxAmount!: string;
  @Field({ description: 'pending | partially_paid | paid | overpaid | overdue | credited' }) status!: string;
  @Field({ description: 'Ubetalt | Delvis betalt | Betalt | Overbetalt | Forfalt | Kreditert' }) statusLabel!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidDate!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      "'Betalt 500 kr av 998 kr' while a part-paid invoice (also one 'Forfalt') waits for its rest; else null.",
  })
  paymentNote!: string | null;
}

@ObjectType()
export class StaffInvoicePage extends ListPageOf(StaffInvoice) {}

@ObjectType()
export class StaffInvoiceLine {
  @Field() description!: string;
  @Field(() => Int) quantity!: number;
  @Field() unitPrice!: string;
  @Field() lineTotal!: string;
}

@ObjectType({ description: 'One invoice with its lines, KID, payment, reminders and credit notes.' })
export class StaffInvoiceDetail extends StaffInvoice {
  @Field(() => String, { nullable: true }) kid!: string | null;
  @Field(() => String, { nullable: true }) paymentReference!: string | null;
  @Field(() => Int) remindersSent!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastReminderAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) sentAt!: Date | null;
  @Field(() => Int, { nullable: true }) creditedInvoiceId!: number | null;
  @Field(() => String, { nullable: true }) creditedInvoiceNumber!: string | null;
  @Field(() => String, { nullable: true }) creditReason!: string | null;
  @Field(() => Int, { nullable: true }) returnId!: number | null;
  @Field(() => [StaffInvoiceLine]) lines!: StaffInvoiceLine[];
  @Field(() => String, { nullable: true, description: 'Discounts and shipping: amount minus the lines.' })
  adjustment!: string | null;
  @Field(() => [StaffInvoice]) creditNotes!: StaffInvoice[];
  @Field({ description: 'What a further credit note may still credit (kroner, positive).' }) creditableAmount!: string;
  @Field() pdfUrl!: string;
  @Field({ description: 'Kroner paid so far (bank payments and `Registrer betaling`).' }) paidAmount!: string;
  @Field({ description: '`Restbeløp`: kroner left to pay (0 when paid, credited or a credit note).' })
  restAmount!: string;
  @Field({ description: "Kroner to refund when 'Overbetalt' (0 otherwise)." }) refundAmount!: string;
  @Field() canRegisterPayment!: boolean;
  @Field({ description: 'By state; the role (invoices.credit) is checked separately.' }) canCredit!: boolean;
}

@InputType()
export class StaffInvoiceFilter {
  @Field(() => String, {
    nullable: true,
    description: 'pending | partially_paid | paid | overpaid | overdue | credited',
  })
  status?: string | null;
}

@InputType()
export class RegisterInvoicePaymentInput {
  @Field({ description: "'Betalingsdato': YYYY-MM-DD" }) paidDate!: string;
  @Field(() => String, { nullable: true, description: "'Referanse'" }) reference?: string | null;
}

@InputType()
export class CreditNoteInput {
  @Field({ description: 'Kroner to credit, positive ("250.00" or "250,00").' }) amount!: string;
  @Field() reason!: string;
}
