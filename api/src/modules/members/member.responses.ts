import { z } from 'zod';
import { isoDateTime } from '../../common/openapi.js';

const memberFields = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  school: z.string().nullable(),
  graduationYear: z.string().nullable(),
  joinedAt: isoDateTime(),
};

/** POST /api/members answers the new member (GraphQL `CommunityMember`); `isActive` is the stored text "true". */
export const CommunityMemberAnswer = z
  .object({ ...memberFields, isActive: z.string().describe('"true" or "false".') })
  .meta({ id: 'CommunityMember' });

/** GET /api/members/profile/:email (GraphQL `CustomerProfile`). */
export const CustomerProfileAnswer = z
  .object({
    ...memberFields,
    isActive: z.boolean(),
    emailNotifications: z.boolean(),
    shareNameWithCoordinators: z.boolean(),
  })
  .meta({ id: 'CustomerProfile' });
