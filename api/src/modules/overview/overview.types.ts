import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many orders have one status.' })
export class OrderStatusCount {
  @Field({ description: 'pending, processing, shipped, delivered, cancelled (and any other status in use).' })
  status!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Orders placed in one week (Monday to Sunday, Norwegian time).' })
export class WeeklyOrderCount {
  @Field({ description: 'The Monday the week begins, YYYY-MM-DD.' }) weekStart!: string;
  @Field(() => Int, { description: 'ISO week number.' }) isoWeek!: number;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Invoiced in one calendar month (Norwegian time), credit notes subtracted.' })
export class MonthlyInvoicedAmount {
  @Field({ description: 'YYYY-MM.' }) month!: string;
  @Field({ description: 'Kroner including MVA, two decimals.' }) amount!: string;
}

@ObjectType({ description: "The console's Oversikt: figures that link to the filtered lists, and two charts." })
export class AdminOverview {
  @Field(() => Int, { description: 'Contact messages with subject tilbud that no quote was made from yet.' })
  newQuoteRequests!: number;
  @Field(() => Int, { description: "Quotes with status sent: waiting for the customer's answer." })
  quotesAwaitingCustomer!: number;
  @Field(() => [OrderStatusCount]) ordersByStatus!: OrderStatusCount[];
  @Field(() => Int, { description: 'Invoices with status overdue.' }) overdueInvoices!: number;
  @Field({ description: 'What the overdue invoices add up to, kroner, two decimals.' }) overdueAmount!: string;
  @Field(() => Int, { description: "Designs with status pending ('Venter'): waiting for staff." })
  designsWaiting!: number;
  @Field(() => Int, { description: 'Threads with a customer message staff have not read.' })
  unreadThreads!: number;
  @Field(() => Int, {
    description:
      "Mails that ended 'Feilet' yesterday or today (Norwegian time), as the mail log's period filter counts them.",
  })
  failedMails!: number;
  @Field(() => Int, { description: "Payments from the bank's files waiting as 'Ikke koblet' (admin §17)." })
  openBankPayments!: number;
  @Field(() => [WeeklyOrderCount], { description: 'The last 52 weeks, oldest first.' })
  ordersPerWeek!: WeeklyOrderCount[];
  @Field(() => [MonthlyInvoicedAmount], { description: 'The last 12 months, oldest first.' })
  invoicedPerMonth!: MonthlyInvoicedAmount[];
}
