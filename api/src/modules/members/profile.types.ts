import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

/** The `email` argument of the profile tab's mutations (and of deleteAccount): whom staff act on. */
export const PROFILE_EMAIL_DESCRIPTION =
  'Staff (members.update) only: the customer to act on (a customer may only pass their own e-mail).';

@ObjectType({ description: 'The member profile (community membership).' })
export class CustomerProfile {
  @Field(() => ID) id!: number;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
  @Field(() => String, { nullable: true }) graduationYear!: string | null;
  @Field(() => GraphQLISODateTime) joinedAt!: Date;
  @Field() isActive!: boolean;
  @Field() emailNotifications!: boolean;
  @Field({ description: 'Privacy: coordinators of groups the member is in see their name.' })
  shareNameWithCoordinators!: boolean;
}

@InputType({ description: 'Personal info on the profile tab. The e-mail is not changed here.' })
export class ProfileInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => String, { nullable: true }) school?: string | null;
  @Field(() => String, { nullable: true, description: 'Four digits, e.g. "2026", or empty.' })
  graduationYear?: string | null;
}

@InputType({ description: 'Account settings; a field left out stays as it is.' })
export class ProfileSettingsInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Non-essential mails (news, offers, greetings). Sign-in links, invoices and replies always go out.',
  })
  emailNotifications?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Coordinators of groups the member is in see their name.' })
  shareNameWithCoordinators?: boolean | null;
}

@ObjectType({ description: 'The personal info was saved.' })
export class ProfileUpdated {
  @Field(() => CustomerProfile)
  profile!: CustomerProfile;

  constructor(profile: CustomerProfile) {
    this.profile = profile;
  }
}

@ObjectType({
  description:
    'The membership and personal data are deleted and every session is signed out. Orders and invoices are kept for bookkeeping.',
})
export class AccountDeleted {
  @Field() email!: string;
  @Field(() => Int) ordersKept!: number;
  @Field(() => Int) invoicesKept!: number;
  @Field(() => Int, { description: 'Stored files (designs, attachments) removed.' }) filesDeleted!: number;

  constructor(report: { email: string; ordersKept: number; invoicesKept: number; filesDeleted: number }) {
    this.email = report.email;
    this.ordersKept = report.ordersKept;
    this.invoicesKept = report.invoicesKept;
    this.filesDeleted = report.filesDeleted;
  }
}
