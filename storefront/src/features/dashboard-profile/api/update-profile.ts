import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { profileInput } from '@russ/schema/members/profile.validators';
import { graphql } from '@/gql';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';
import { refreshProfileTab } from './get-profile';

export type PersonalInfoValues = { firstName: string; lastName: string; school: string; graduationYear: string };

/** Checks the form with the server's validator; field messages, or null when valid. */
export function validatePersonalInfo(values: PersonalInfoValues): FieldErrorMap | null {
  const parsed = profileInput.safeParse(values);
  if (parsed.success) return null;
  return toFieldErrorMap(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })));
}

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      __typename
      profile {
        id
        firstName
        lastName
        school
        graduationYear
      }
    }
  }
`);

export type SaveOutcome = { status: 'saved' } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

/** Saves the personal info; the tab is read again, so the dashboard's greeting follows. */
export function useUpdateProfile() {
  const [mutate] = useMutation(UpdateProfileMutation);
  const client = useApolloClient();
  return useCallback(
    async (values: PersonalInfoValues): Promise<SaveOutcome> => {
      const sent = await orInvalidInput(() =>
        mutate({
          variables: {
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              school: values.school.trim() || null,
              graduationYear: values.graduationYear.trim() || null,
            },
          },
        }),
      );
      if ('status' in sent) return sent;
      await refreshProfileTab(client);
      return { status: 'saved' };
    },
    [mutate, client],
  );
}

export const UpdateProfileSettingsMutation = graphql(`
  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {
    updateProfileSettings(input: $input) {
      id
      emailNotifications
      shareNameWithCoordinators
    }
  }
`);

/** Turns one account setting on or off; resolves with the stored settings. */
export function useUpdateProfileSettings() {
  const [mutate] = useMutation(UpdateProfileSettingsMutation);
  const client = useApolloClient();
  return useCallback(
    async (input: { emailNotifications?: boolean; shareNameWithCoordinators?: boolean }) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('No answer from updateProfileSettings');
      await refreshProfileTab(client);
      return data.updateProfileSettings;
    },
    [mutate, client],
  );
}
