import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

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
      __typename
      ... on StaffTotpEnabled {
        recoveryCodes
      }
      ... on TotpCodeRefused {
        message
      }
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
      const result = (await confirm({ variables: { code: code.trim() } })).data?.confirmStaffTotpEnrolment;
      if (result?.__typename === 'StaffTotpEnabled') return { ok: true, recoveryCodes: result.recoveryCodes };
      return { ok: false, message: result?.__typename === 'TotpCodeRefused' ? result.message : 'Noe gikk galt.' };
    },
    starting: started.loading,
    confirming: confirming.loading,
  };
}
