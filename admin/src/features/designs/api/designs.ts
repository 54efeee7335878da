import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';

export const StaffDesignRowFragment = graphql(`
  fragment StaffDesignRowFields on StaffDesignRow {
    id
    name
    status
    memberEmail
    customerName
    groupId
    groupName
    latestVersion
    latestIsProof
    changeRequested
    updatedAt
  }
`);

export const StaffDesignFragment = graphql(`
  fragment StaffDesignFields on StaffDesign {
    id
    name
    description
    status
    notes
    approvedAt
    createdAt
    updatedAt
    memberEmail
    customerName
    groupId
    groupName
    changeRequest
    changeRequestedAt
    actions
    files {
      id
      version
      isLatest
      fileName
      mimeType
      fileSize
      uploadedAt
      url
      isProof
      proofMessage
      uploadedBy
      uploadedByStaff
    }
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffDesignsDocument = graphql(`
  query StaffDesigns($search: String, $filter: StaffDesignFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffDesigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffDesignRowFields
      }
    }
  }
`);

const StaffDesignDocument = graphql(`
  query StaffDesign($id: ID!) {
    staffDesign(id: $id) {
      ...StaffDesignFields
    }
  }
`);

const ApproveDesignDocument = graphql(`
  mutation ApproveDesign($id: ID!) {
    approveDesign(id: $id) {
      __typename
      design {
        ...StaffDesignFields
      }
    }
  }
`);

const RejectDesignDocument = graphql(`
  mutation RejectDesign($id: ID!, $input: RejectDesignInput!) {
    rejectDesign(id: $id, input: $input) {
      __typename
      design {
        ...StaffDesignFields
      }
    }
  }
`);

const SetDesignInProductionDocument = graphql(`
  mutation SetDesignInProduction($id: ID!) {
    setDesignInProduction(id: $id) {
      __typename
      design {
        ...StaffDesignFields
      }
    }
  }
`);

export function useStaffDesign(id: string) {
  return useQuery(StaffDesignDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useDesignSteps() {
  // Each result carries the design (StaffDesignFields), so the page updates from the cache; only the Historikk is read again.
  const [approve, approving] = useMutation(ApproveDesignDocument, refetchHistory);
  const [reject, rejecting] = useMutation(RejectDesignDocument, refetchHistory);
  const [produce, producing] = useMutation(SetDesignInProductionDocument, refetchHistory);
  return {
    approve: (id: string) => approve({ variables: { id } }),
    reject: (id: string, reason: string) => reject({ variables: { id, input: { reason } } }),
    setInProduction: (id: string) => produce({ variables: { id } }),
    busy: approving.loading || rejecting.loading || producing.loading,
  };
}

export type ProofUploadOutcome = { ok: true } | { ok: false; message: string; field: 'file' | 'message' | null };

/**
 * `Last opp korrektur`: POST /api/admin/designs/:id/proofs (multipart `file`, `message`). The server checks the
 * file by content, exactly like the customer's uploads; a refusal comes back as `{ message, fieldErrors }`.
 */
async function uploadDesignProof(id: string, file: File, message: string): Promise<ProofUploadOutcome> {
  const body = new FormData();
  body.append('message', message);
  body.append('file', file, file.name);
  const response = await fetch(`/api/admin/designs/${encodeURIComponent(id)}/proofs`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => null)) as {
    message?: string;
    fieldErrors?: Record<string, string>;
  } | null;
  const fieldErrors = answer?.fieldErrors ?? {};
  const field = fieldErrors.file ? 'file' : fieldErrors.message ? 'message' : null;
  return {
    ok: false,
    message: (field ? fieldErrors[field] : null) ?? answer?.message ?? 'Kunne ikke laste opp korrekturen. Prøv igjen.',
    field,
  };
}

/**
 * `Last opp korrektur` (REST, so no GraphQL result to update the cache from): after an upload the design and its
 * Historikk are read again.
 */
export function useUploadDesignProof() {
  const client = useApolloClient();
  return async (id: string, file: File, message: string): Promise<ProofUploadOutcome> => {
    const outcome = await uploadDesignProof(id, file, message);
    if (outcome.ok) await client.refetchQueries({ include: ['StaffDesign', 'RecordHistory'] });
    return outcome;
  };
}
