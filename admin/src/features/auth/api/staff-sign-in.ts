import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { StaffViewerDocument, type StaffViewer } from './staff-viewer';

const StaffSignInDocument = graphql(`
  mutation StaffSignIn($username: String!, $password: String!) {
    staffSignIn(username: $username, password: $password) {
      secondStepRequired
      signedIn {
        username
        role
        totpEnrolmentRequired
      }
    }
  }
`);

const StaffSignInCodeDocument = graphql(`
  mutation StaffSignInCode($code: String!) {
    staffSignInCode(code: $code) {
      username
      role
      totpEnrolmentRequired
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

const SIGN_IN_FAILED = 'Innloggingen mislyktes. Prøv igjen.';

/** A refused step (SIGN_IN_REFUSED, `extensions.reason`) shows the server's message; 'expired' starts over. */
function refusal(error: unknown): StaffSignInOutcome {
  const failure = graphQLFailureOf(error, SIGN_IN_FAILED);
  return { ok: false, message: failure.message, expired: failure.reason === 'expired' };
}

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
    try {
      const { data } = await mutate({ variables: { username: username.trim(), password } });
      const step = data?.staffSignIn;
      if (step?.signedIn) return signedIn(step.signedIn, false);
      if (step?.secondStepRequired) return { ok: false, secondStep: true };
      return { ok: false, message: SIGN_IN_FAILED };
    } catch (error) {
      return refusal(error);
    }
  }

  async function signInWithCode(code: string): Promise<StaffSignInOutcome> {
    try {
      const { data } = await mutateCode({ variables: { code: code.trim() } });
      return data ? signedIn(data.staffSignInCode, true) : { ok: false, message: SIGN_IN_FAILED };
    } catch (error) {
      return refusal(error);
    }
  }

  return { signIn, signInWithCode, signingIn: loading || codeState.loading };
}
