import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

const AdminOverviewDocument = graphql(`
  query AdminOverview {
    adminOverview {
      ...OverviewFigures_Overview
      ...OverviewCharts_Overview
    }
  }
`);

/**
 * The figures and charts of `Oversikt`. Shows what is cached at once and always asks the server again: the
 * figures are a work list, and staff come back to this page between tasks.
 */
export function useAdminOverview() {
  return useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });
}
