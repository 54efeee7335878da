import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';

const StartStaffTotpEnrolmentDocument = graphql(`
  mutation StartStaffTotpEnrolment {
    startStaffTotpEnrolment {
      secret
      qrCode
    }
  }
`);

const ConfirmStaffTotpEnrolmentDocument = graphql(`
  mutation ConfirmStaffTotpEnrolment($code: String!) {
    confirmStaffTotpEnrolment(code: $code) {
      recoveryCodes
    }
  }
`);

export type ConfirmTotpOutcome = { ok: true; recoveryCodes: string[] } | { ok: false; message: string };

/** `Slå på to-trinns innlogging`: start (a secret and its QR code), then confirm a code from the app. */
export function useStaffTotpEnrolment() {
  const [start, started] = useMutation(StartStaffTotpEnrolmentDocument);
  const [confirm, confirming] = useMutation(ConfirmStaffTotpEnrolmentDocument);
  return {
    start: async () => (await start()).data?.startStaffTotpEnrolment ?? null,
    confirm: async (code: string): Promise<ConfirmTotpOutcome> => {
      try {
        const result = (await confirm({ variables: { code: code.trim() } })).data?.confirmStaffTotpEnrolment;
        return result ? { ok: true, recoveryCodes: result.recoveryCodes } : { ok: false, message: 'Noe gikk galt.' };
      } catch (error) {
        return { ok: false, message: graphQLFailureOf(error, 'Noe gikk galt.').message };
      }
    },
    starting: started.loading,
    confirming: confirming.loading,
  };
}
