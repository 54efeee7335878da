import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...ViewerFields
    }
  }
`);

/** The signed-in customer, or null when nobody is signed in. Always asks the server (the session may have ended). */
export function useViewer() {
  return useQuery(ViewerQuery, { fetchPolicy: 'network-only' });
}
