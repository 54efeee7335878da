import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { refetchWithCounts } from '@/lib/dashboard-counts';
import { graphql } from '@/gql';

export const ProfileTabQuery = graphql(`
  query ProfileTab {
    viewer {
      ...ViewerFields
    }
    customerArea {
      email
      profile {
        id
        ...PersonalInfoCard_CustomerProfile
        ...AccountSettingsCard_CustomerProfile
        ...MembershipCard_CustomerProfile
      }
      addresses {
        id
        ...AddressesCard_CustomerAddress
      }
    }
  }
`);

/**
 * The signed-in customer's profile and addresses for the profile tab. It also reads the viewer the dashboard shell
 * greets, so reading it again after a change (`refreshProfileTab`, which also refetches the counters) updates the
 * greeting and the address count without reloading the shell.
 */
export function useProfileTab() {
  return useQuery(ProfileTabQuery);
}

/** Reads the profile tab and the dashboard counters again from the server (after a change). */
export function refreshProfileTab(client: ApolloClient) {
  return refetchWithCounts(client, ProfileTabQuery);
}
