import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const AuditLogDocument = graphql(`
  query AuditLog($search: String, $filter: StaffAuditEntryFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffAuditEntries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...AuditTable_Entry
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

export function useAuditStaffMembers() {
  return useQuery(AuditStaffMembersDocument, { fetchPolicy: 'cache-and-network' });
}
