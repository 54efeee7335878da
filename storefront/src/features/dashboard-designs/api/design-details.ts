import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';

export const DesignDetailsQuery = graphql(`
  query DesignDetails($id: ID!) {
    design(id: $id) {
      id
      name
      description
      status
      files {
        id
        version
        isLatest
        fileName
        mimeType
        fileSize
        uploadedAt
        url
      }
    }
  }
`);

export const UpdateDesignMutation = graphql(`
  mutation UpdateDesign($id: ID!, $input: UpdateDesignInput!) {
    updateDesign(id: $id, input: $input) {
      __typename
      id
      name
      description
    }
  }
`);

export const SubmitDesignForReviewMutation = graphql(`
  mutation SubmitDesignForReview($id: ID!) {
    submitDesignForReview(id: $id) {
      __typename
      id
      status
    }
  }
`);

export type DesignChangeOutcome =
  { status: 'saved' } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

/** One design with its versions, always fresh from the server (the edit dialog). */
export function useDesignDetails(id: string) {
  return useQuery(DesignDetailsQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

/** Renames / re-describes a design. Resolves with the outcome; rejects when the request failed. */
export function useUpdateDesign() {
  const [mutate, { loading }] = useMutation(UpdateDesignMutation);
  const updateDesign = useCallback(
    async (id: string, input: { name: string; description: string }): Promise<DesignChangeOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { id, input } }));
      return 'status' in sent ? sent : { status: 'saved' };
    },
    [mutate],
  );
  return { updateDesign, saving: loading };
}

/** Sends a draft to review (draft → pending). */
export function useSubmitDesignForReview() {
  const [mutate, { loading }] = useMutation(SubmitDesignForReviewMutation);
  const submitForReview = useCallback(
    async (id: string): Promise<DesignChangeOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { id } }));
      return 'status' in sent ? sent : { status: 'saved' };
    },
    [mutate],
  );
  return { submitForReview, submitting: loading };
}
