import { Ctx, Query, Resolver } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { loadOverview } from './overview.service.js';
import { AdminOverview } from './overview.types.js';

@Resolver()
export class OverviewResolver {
  @Access(staffCan('overview.read'))
  @Query(() => AdminOverview, {
    description: "Staff (overview.read): the figures and charts of the console's Oversikt.",
  })
  adminOverview(@Ctx() { em }: GraphQLContext): Promise<AdminOverview> {
    return loadOverview(em, new Date());
  }
}
