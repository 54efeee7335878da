import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { memberInput } from '@russ/schema/members/member.validators';
import { graphql } from '@/gql';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';
import { graphQLFailureOf } from '@/lib/graphql-failure';
import { orTooManyRequests } from '@/lib/rate-limit';

/** The signup form's values as typed (all text; school and graduation year may be empty). */
export type CommunitySignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  graduationYear: string;
};

/** Checks the form with the same validator the server uses; returns field messages, or null when valid. */
export function validateCommunitySignup(values: CommunitySignupValues): FieldErrorMap | null {
  const parsed = memberInput.safeParse(values);
  if (parsed.success) return null;
  return toFieldErrorMap(
    parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
  );
}

export const JoinCommunityMutation = graphql(`
  mutation JoinCommunity($input: MemberInput!) {
    joinCommunity(input: $input) {
      __typename
      member {
        firstName
        lastName
        email
      }
    }
  }
`);

export type JoinCommunityOutcome =
  | { status: 'joined'; member: { firstName: string; lastName: string; email: string } }
  | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap }
  | { status: 'email-taken'; message: string };

/** Runs the signup; a rejected input is 'invalid', an address that already has a membership (CONFLICT) 'email-taken'. */
async function orJoinRefusal<T>(run: () => Promise<T>): Promise<T | JoinCommunityOutcome> {
  try {
    return await run();
  } catch (error) {
    const failure = graphQLFailureOf(error);
    if (failure?.code === 'BAD_USER_INPUT') {
      return { status: 'invalid', message: failure.message, fieldErrors: failure.fieldErrors };
    }
    if (failure?.code === 'CONFLICT') return { status: 'email-taken', message: failure.message };
    throw error;
  }
}

/** Creates the membership. Resolves with the outcome; rejects when the request itself failed. */
export function useJoinCommunity() {
  const [mutate] = useMutation(JoinCommunityMutation);
  return useCallback(
    async (values: CommunitySignupValues): Promise<JoinCommunityOutcome> => {
      const sent = await orTooManyRequests(
        () =>
          orJoinRefusal(() =>
            mutate({
              variables: {
                input: {
                  firstName: values.firstName.trim(),
                  lastName: values.lastName.trim(),
                  email: values.email.trim(),
                  school: values.school.trim() || null,
                  graduationYear: values.graduationYear.trim() || null,
                },
              },
            }),
          ),
        (message) => ({ status: 'invalid', message, fieldErrors: {} }) as const,
      );
      if ('status' in sent) return sent;
      const member = sent.data?.joinCommunity.member;
      if (!member) throw new Error('Empty answer from the server');
      return { status: 'joined', member };
    },
    [mutate],
  );
}
