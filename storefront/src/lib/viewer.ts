import { graphql } from '@/gql';

/**
 * The signed-in customer's e-mail and name, read alike by the session check, the dashboard's greeting and the
 * profile tab (which reads it again after a change so the greeting follows).
 */
export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on Viewer {
    email
    firstName
    lastName
  }
`);
