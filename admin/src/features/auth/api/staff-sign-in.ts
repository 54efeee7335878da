import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { StaffViewerDocument, type StaffViewer } from './staff-viewer';

const StaffSignInDocument = graphql(`
  mutation StaffSignIn($username: String!, $password: String!) {
    staffSignIn(username: $username, password: $password) {
      __typename
      ... on StaffSignedIn {
        username
        role
      }
      ... on InvalidCredentials {
        message
      }
    }
  }
`);

export interface StaffCredentials {
  username: string;
  password: string;
}

export type StaffSignInOutcome = { ok: true; viewer: StaffViewer } | { ok: false; message: string };

/** Signs staff in; the server sets the `russ_staff` cookie and the viewer is written to the cache. */
export function useStaffSignIn() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(StaffSignInDocument);

  async function signIn({ username, password }: StaffCredentials): Promise<StaffSignInOutcome> {
    const { data } = await mutate({ variables: { username: username.trim(), password } });
    const result = data?.staffSignIn;
    if (result?.__typename === 'StaffSignedIn') {
      const viewer: StaffViewer = { username: result.username, role: result.role };
      client.writeQuery({
        query: StaffViewerDocument,
        data: { staffViewer: { __typename: 'StaffViewer', ...viewer } as StaffViewer },
      });
      return { ok: true, viewer };
    }
    if (result?.__typename === 'InvalidCredentials') return { ok: false, message: result.message };
    return { ok: false, message: 'Innloggingen mislyktes. Prøv igjen.' };
  }

  return { signIn, signingIn: loading };
}
