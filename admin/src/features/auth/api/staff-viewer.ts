import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/gql';
import type { StaffViewerQuery } from '@/gql/graphql';

export const StaffViewerDocument = graphql(`
  query StaffViewer {
    staffViewer {
      username
      role
      totpEnabled
      totpEnrolmentRequired
    }
  }
`);

export type StaffViewer = NonNullable<StaffViewerQuery['staffViewer']>;

/**
 * The signed-in staff user, or null. Cached after the first answer: sign-in writes it, sign-out clears the
 * store, and an expired session is caught by the session link in `lib/apollo.ts`.
 */
export async function loadStaffViewer(client: ApolloClient): Promise<StaffViewer | null> {
  const { data } = await client.query({ query: StaffViewerDocument, fetchPolicy: 'cache-first' });
  return data?.staffViewer ?? null;
}
