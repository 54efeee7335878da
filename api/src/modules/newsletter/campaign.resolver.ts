import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CAMPAIGN_MESSAGES } from '@russ/schema/newsletter/campaign';
import { staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import { BadRequestError } from '../../common/errors.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  changeCampaignStatus,
  createCampaign,
  getCampaign,
  listCampaigns,
  listSubscribers,
  sendCampaignTestMail,
  updateCampaign,
} from './campaign.service.js';
import {
  CampaignInput,
  CampaignSaved,
  CampaignTestMail,
  NewsletterCampaignDetail,
  StaffNewsletterCampaignFilter,
  StaffNewsletterCampaignPage,
  NewsletterCampaignView,
  StaffNewsletterSubscriberFilter,
  StaffNewsletterSubscriberPage,
} from './campaign.types.js';

const campaignId = (id: string) => parseId(id, CAMPAIGN_MESSAGES.notFound);

/** `Nyhetsbrev` (admin §11): every operation needs newsletter.send. */
@Resolver()
export class CampaignResolver {
  @Access(staffCan('newsletter.send'))
  @Query(() => StaffNewsletterSubscriberPage, {
    description:
      'Staff (newsletter.send): newsletter subscribers, newest first; search in the e-mail; filter status pending/confirmed/unsubscribed; sort createdAt, email or status.',
  })
  staffNewsletterSubscribers(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffNewsletterSubscriberFilter, { nullable: true })
    filter: StaffNewsletterSubscriberFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffNewsletterSubscriberPage> {
    return listSubscribers(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('newsletter.send'))
  @Query(() => StaffNewsletterCampaignPage, {
    description:
      'Staff (newsletter.send): campaigns, newest first; search in the subject; filter status; sort createdAt, subject or status.',
  })
  staffNewsletterCampaigns(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffNewsletterCampaignFilter, { nullable: true })
    filter: StaffNewsletterCampaignFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffNewsletterCampaignPage> {
    return listCampaigns(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('newsletter.send'))
  @Query(() => NewsletterCampaignDetail, { description: "Staff: one campaign; NOT_FOUND 'Kampanjen finnes ikke'." })
  newsletterCampaign(
    @Ctx() { em }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<NewsletterCampaignDetail> {
    return getCampaign(em, campaignId(id));
  }

  @Access(staffCan('newsletter.send'))
  @Mutation(() => CampaignSaved, { description: '`Ny kampanje`: a draft.' })
  createNewsletterCampaign(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => CampaignInput) input: CampaignInput,
  ): Promise<CampaignSaved> {
    const staff = requireCapability(sessions, 'newsletter.send');
    return createCampaign(em, staff, input).then((campaign) => new CampaignSaved(campaign));
  }

  @Access(staffCan('newsletter.send'))
  @Mutation(() => CampaignSaved, { description: 'Edits a draft; CONFLICT once it has been sent.' })
  updateNewsletterCampaign(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CampaignInput) input: CampaignInput,
  ): Promise<CampaignSaved> {
    const staff = requireCapability(sessions, 'newsletter.send');
    const parsed = campaignId(id);
    return updateCampaign(em, staff, parsed, input).then((campaign) => new CampaignSaved(campaign));
  }

  @Access(staffCan('newsletter.send'))
  @Mutation(() => CampaignTestMail, { description: '`Send testmail` to the signed-in staff member.' })
  sendNewsletterTestMail(
    @Ctx() { em, sessions, config }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<CampaignTestMail> {
    const staff = requireCapability(sessions, 'newsletter.send');
    return sendCampaignTestMail(em, staff, campaignId(id), config.shop.email);
  }

  @Access(staffCan('newsletter.send'))
  @Mutation(() => NewsletterCampaignView, {
    description:
      '`Send kampanje` (a draft), `Pause` (sending), `Fortsett` (paused) or `Avbryt`: step send, pause, resume or cancel.',
  })
  changeNewsletterCampaignStatus(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('step', () => String) step: string,
  ): Promise<NewsletterCampaignView> {
    const staff = requireCapability(sessions, 'newsletter.send');
    const parsed = campaignId(id);
    if (step !== 'send' && step !== 'pause' && step !== 'resume' && step !== 'cancel') {
      return Promise.reject(new BadRequestError('Ukjent handling for kampanjen'));
    }
    return changeCampaignStatus(em, staff, parsed, step);
  }
}
