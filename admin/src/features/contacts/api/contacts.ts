import { graphql } from '@/gql';

/** A contact message as the console lists it and shows it (the list, its drawer and the message's own page). */
export const ContactFieldsFragment = graphql(`
  fragment ContactFields on Contact {
    id
    firstName
    lastName
    email
    subject
    message
    createdAt
    replyCount
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const ContactsDocument = graphql(`
  query Contacts($search: String, $filter: StaffContactFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffContacts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...ContactFields
      }
    }
  }
`);
