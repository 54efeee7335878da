import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { GroupMemberEntry, GroupOverview, GroupSizeSubmission } from './group.types.js';
import {
  listCoordinatedGroups,
  listCoordinatedGroupsJson,
  listCustomerSizeSubmissions,
  listCustomerSizeSubmissionsJson,
  listGroupMemberships,
  listGroupMembershipsJson,
  listMemberOfGroups,
} from './group.views.js';
import { CoordinatedGroupAnswer, GroupMembershipAnswer, SizeSubmissionAnswer } from './group.responses.js';

/** What the groups feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class GroupCustomerAreaResolver {
  @FieldResolver(() => [GroupOverview], { description: 'Groups the customer coordinates.' })
  groups(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCoordinatedGroups(em, area.email);
  }

  @FieldResolver(() => [GroupOverview], { description: 'Groups the customer is invited to or a member of.' })
  memberOfGroups(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listMemberOfGroups(em, area.email);
  }

  @FieldResolver(() => [GroupMemberEntry], { description: 'Members of the groups the customer coordinates.' })
  groupMemberships(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listGroupMemberships(em, area.email);
  }

  @FieldResolver(() => [GroupSizeSubmission])
  sizeSubmissions(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerSizeSubmissions(em, area.email);
  }
}

export const groupCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/groups/:email': {
    read: listCoordinatedGroupsJson,
    answer: CoordinatedGroupAnswer,
    summary: 'The groups the customer coordinates',
  },
  '/api/customer/group-memberships/:email': {
    read: listGroupMembershipsJson,
    answer: GroupMembershipAnswer,
    summary: 'The members of the groups the customer coordinates',
  },
  '/api/customer/sizes/:email': {
    read: listCustomerSizeSubmissionsJson,
    answer: SizeSubmissionAnswer,
    summary: 'The size submissions',
  },
});
