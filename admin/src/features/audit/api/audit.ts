import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { pageWindow, searchTerm } from '@/lib/page-window';

const AuditLogDocument = graphql(`
  query AuditLog($filter: AuditFilter, $offset: Int, $limit: Int) {
    auditEntries(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        staffUserId
        staffUsername
        action
        entityType
        entityId
        at
        before
        after
      }
    }
  }
`);

const AuditStaffMembersDocument = graphql(`
  query AuditStaffMembers {
    auditStaffMembers {
      id
      username
      name
    }
  }
`);

export interface AuditLogFilter {
  search?: string;
  staffUserId?: number | null;
  entityType?: string | null;
  /** ISO date-times: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
  page: number;
  pageSize: number;
}

export function useFetchAuditLog() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, staffUserId, entityType, from, to, page, pageSize }: AuditLogFilter) => {
      const { data } = await client.query({
        query: AuditLogDocument,
        variables: {
          filter: {
            search: searchTerm(search),
            staffUserId: staffUserId ?? null,
            entityType: entityType || null,
            from: from ?? null,
            to: to ?? null,
          },
          ...pageWindow(page, pageSize),
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.auditEntries;
    },
    [client],
  );
}

export function useAuditStaffMembers() {
  return useQuery(AuditStaffMembersDocument, { fetchPolicy: 'cache-and-network' });
}
