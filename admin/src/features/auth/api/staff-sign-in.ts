import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { StaffViewerDocument, type StaffViewer } from './staff-viewer';

const StaffSignInDocument = graphql(`
  mutation StaffSignIn($username: String!, $password: String!) {
    staffSignIn(username: $username, password: $password) {
      __typename
      ... on StaffSignedIn {
        username
        role
        totpEnrolmentRequired
      }
      ... on InvalidCredentials {
        message
      }
    }
  }
`);

const StaffSignInCodeDocument = graphql(`
  mutation StaffSignInCode($code: String!) {
    staffSignInCode(code: $code) {
      __typename
      ... on StaffSignedIn {
        username
        role
        totpEnrolmentRequired
      }
      ... on TotpCodeRefused {
        reason
        message
      }
    }
  }
`);

export interface StaffCredentials {
  username: string;
  password: string;
}

export type StaffSignInOutcome =
  | { ok: true; viewer: StaffViewer }
  /** The password was right; two-step sign-in asks for `Engangskode` next. */
  | { ok: false; secondStep: true }
  | { ok: false; secondStep?: false; message: string; expired?: boolean };

/**
 * Signs staff in: the password, then (with two-step sign-in on) the code. The server sets the `russ_staff` cookie
 * and the viewer is written to the cache.
 */
export function useStaffSignIn() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(StaffSignInDocument);
  const [mutateCode, codeState] = useMutation(StaffSignInCodeDocument);

  /** `totpEnabled`: signed in with a code (two-step sign-in is on), or with the password alone (it is off). */
  function signedIn(
    result: { username: string; role: string; totpEnrolmentRequired: boolean },
    totpEnabled: boolean,
  ): StaffSignInOutcome {
    const viewer: StaffViewer = {
      username: result.username,
      role: result.role,
      totpEnabled,
      totpEnrolmentRequired: result.totpEnrolmentRequired,
    };
    client.writeQuery({
      query: StaffViewerDocument,
      data: { staffViewer: { __typename: 'StaffViewer', ...viewer } as StaffViewer },
    });
    return { ok: true, viewer };
  }

  async function signIn({ username, password }: StaffCredentials): Promise<StaffSignInOutcome> {
    const { data } = await mutate({ variables: { username: username.trim(), password } });
    const result = data?.staffSignIn;
    if (result?.__typename === 'StaffSignedIn') return signedIn(result, false);
    if (result?.__typename === 'StaffSecondStepRequired') return { ok: false, secondStep: true };
    if (result?.__typename === 'InvalidCredentials') return { ok: false, message: result.message };
    return { ok: false, message: 'Innloggingen mislyktes. Prøv igjen.' };
  }

  async function signInWithCode(code: string): Promise<StaffSignInOutcome> {
    const { data } = await mutateCode({ variables: { code: code.trim() } });
    const result = data?.staffSignInCode;
    if (result?.__typename === 'StaffSignedIn') return signedIn(result, true);
    if (result?.__typename === 'TotpCodeRefused') {
      return { ok: false, message: result.message, expired: result.reason === 'expired' };
    }
    return { ok: false, message: 'Innloggingen mislyktes. Prøv igjen.' };
  }

  return { signIn, signInWithCode, signingIn: loading || codeState.loading };
}
