import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({
  description:
    'Sent, failed, skipped (unsubscribed since) and remaining recipients of a campaign; a cancelled one has none remaining, its unsent recipients are stopped.',
})
export class CampaignProgress {
  @Field(() => Int) total!: number;
  @Field(() => Int) sent!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) skipped!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => Int, { description: 'Recipients a cancellation stopped before they were mailed (0 unless cancelled).' })
  stopped!: number;
}

@ObjectType({ description: 'A newsletter campaign (admin §11).' })
export class NewsletterCampaignView {
  @Field(() => ID) id!: number;
  @Field() subject!: string;
  @Field({ description: 'Markdown.' }) body!: string;
  @Field({ description: 'subscribers, graduationYear or school.' }) audience!: string;
  @Field(() => String, { nullable: true }) audienceValue!: string | null;
  @Field({ description: "'Alle bekreftede abonnenter', 'Avgangskull 2027', 'Skole: …'." }) audienceText!: string;
  @Field({ description: 'draft, sending, paused, sent or cancelled.' }) status!: string;
  @Field() createdBy!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) sendStartedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
}

@ObjectType({ description: 'One campaign with its audience count and progress.' })
export class NewsletterCampaignDetail {
  @Field(() => NewsletterCampaignView) campaign!: NewsletterCampaignView;
  @Field(() => Int) audienceCount!: number;
  @Field(() => CampaignProgress) progress!: CampaignProgress;
}

@ObjectType()
export class StaffNewsletterCampaignPage extends ListPageOf(NewsletterCampaignView) {}

@ObjectType({ description: 'A newsletter address as staff see it.' })
export class NewsletterSubscriberView {
  @Field(() => ID) id!: number;
  @Field() email!: string;
  @Field({ description: 'pending, confirmed or unsubscribed.' }) status!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) confirmedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) unsubscribedAt!: Date | null;
}

@ObjectType()
export class StaffNewsletterSubscriberPage extends ListPageOf(NewsletterSubscriberView) {}

@InputType({
  description: "The campaign form: 'Emne', 'Innhold' (markdown), 'Mottakere' (+ 'Avgangskull' or 'Skole').",
})
export class CampaignInput {
  @Field() subject!: string;
  @Field() body!: string;
  @Field({ description: 'subscribers, graduationYear or school.' }) audience!: string;
  @Field(() => String, { nullable: true, description: 'The graduation year or school.' }) audienceValue?: string | null;
}

@ObjectType({ description: 'The campaign was saved.' })
export class CampaignSaved {
  @Field(() => NewsletterCampaignView) campaign!: NewsletterCampaignView;

  constructor(campaign: NewsletterCampaignView) {
    this.campaign = campaign;
  }
}

@ObjectType({ description: '`Send testmail`: where the test mail goes.' })
export class CampaignTestMail {
  @Field() to!: string;
}

@InputType({ description: 'Filters of the console campaign list.' })
export class StaffNewsletterCampaignFilter {
  @Field(() => String, { nullable: true }) status?: string | null;
}

@InputType({ description: 'Filters of the console subscriber list.' })
export class StaffNewsletterSubscriberFilter {
  @Field(() => String, { nullable: true, description: 'pending, confirmed or unsubscribed.' }) status?: string | null;
}
