import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

/** GET /api/customer/groups/:email: the groups the customer coordinates (group.views.ts listCoordinatedGroupsJson). */
export const CoordinatedGroupAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    school: z.string().nullable(),
    graduationYear: z.string().nullable(),
    coordinatorEmail: z.string(),
    inviteCode: z.string().nullable(),
    deadline: isoDateTime().nullable(),
    status: z.string().describe('active, draft or archived.'),
    maxMembers: z.number().int().nullable().describe("null means unlimited ('Ubegrenset')."),
    description: z.string().nullable(),
    createdAt: isoDateTime(),
    memberCount: z.number().int().describe('Accepted members (the places taken).'),
    membershipStatus: z.string().nullable(),
  })
  .meta({ id: 'CoordinatedGroup' });

/** GET /api/customer/group-memberships/:email: the members of the groups the customer coordinates. */
export const GroupMembershipAnswer = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    role: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    status: z.string().describe('invited, accepted or declined.'),
    joinedAt: isoDateTime().nullable(),
    invitedAt: isoDateTime(),
  })
  .meta({ id: 'GroupMembership' });

/** GET /api/customer/sizes/:email: the customer's size submissions, `products` being the submitted lines. */
export const SizeSubmissionAnswer = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    products: z.array(
      z.object({
        productId: z.number().int().nullable(),
        name: z.string().nullable(),
        size: z.string().nullable(),
        color: z.string().nullable(),
        quantity: z.number().int(),
      }),
    ),
    notes: z.string().nullable(),
    submittedAt: isoDateTime(),
  })
  .meta({ id: 'SizeSubmission' });
