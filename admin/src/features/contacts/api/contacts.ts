import { graphql } from '@/gql';

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const ContactsDocument = graphql(`
  query Contacts($search: String, $filter: StaffContactFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffContacts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...ContactsTable_Contact
      }
    }
  }
`);
