import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const ProfileTabQuery = graphql(`
  query ProfileTab {
    viewer {
      email
      firstName
      lastName
    }
    customerArea {
      email
      counts {
        orders
        designs
        groups
        messages
        addresses
        unusedCoupons
      }
      profile {
        id
        firstName
        lastName
        email
        school
        graduationYear
        joinedAt
        emailNotifications
        shareNameWithCoordinators
      }
      addresses {
        id
        type
        name
        line1
        line2
        postalCode
        city
        country
        phone
        isDefault
      }
    }
  }
`);

/**
 * The signed-in customer's profile and addresses for the profile tab. It also reads the viewer and the counters
 * the dashboard shell shows, so reading it again after a change (`refreshProfileTab`) updates the greeting and
 * the address count through the cache, without reloading the shell.
 */
export function useProfileTab() {
  return useQuery(ProfileTabQuery);
}

/** Reads the profile tab again from the server (after a change). */
export function refreshProfileTab(client: ApolloClient) {
  return client.refetchQueries({ include: [ProfileTabQuery] });
}
