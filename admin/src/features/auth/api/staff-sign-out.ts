import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

const StaffSignOutDocument = graphql(`
  mutation StaffSignOut {
    staffSignOut
  }
`);

/** Clears the staff cookie on the server and forgets everything the console has cached. */
export function useStaffSignOut() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(StaffSignOutDocument);

  async function signOut(): Promise<void> {
    try {
      await mutate();
    } finally {
      // Even if the request failed, nothing staff-only may stay on screen or in memory.
      await client.clearStore();
    }
  }

  return { signOut, signingOut: loading };
}
