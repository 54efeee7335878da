import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { FaqItemInput } from '@/gql/graphql';

const StaffFaqItemsDocument = graphql(`
  query StaffFaqItems {
    staffFaqItems {
      id
      topic
      question
      answer
    }
  }
`);

const CreateFaqItemDocument = graphql(`
  mutation CreateFaqItem($input: FaqItemInput!) {
    createFaqItem(input: $input) {
      id
    }
  }
`);

const UpdateFaqItemDocument = graphql(`
  mutation UpdateFaqItem($id: ID!, $input: FaqItemInput!) {
    updateFaqItem(id: $id, input: $input) {
      id
      topic
      question
      answer
    }
  }
`);

const MoveFaqItemDocument = graphql(`
  mutation MoveFaqItem($id: ID!, $direction: String!) {
    moveFaqItem(id: $id, direction: $direction) {
      id
    }
  }
`);

const PlaceFaqItemDocument = graphql(`
  mutation PlaceFaqItem($id: ID!, $position: Int!) {
    placeFaqItem(id: $id, position: $position) {
      id
    }
  }
`);

const DeleteFaqItemDocument = graphql(`
  mutation DeleteFaqItem($id: ID!) {
    deleteFaqItem(id: $id)
  }
`);

export function useStaffFaqItems() {
  return useQuery(StaffFaqItemsDocument, { fetchPolicy: 'cache-and-network' });
}

export function useFaqMutations() {
  // Adding, moving and deleting change which items the list holds and their order, which no result carries: the
  // list is read again. An edit returns the item with every field the list shows, so the cache updates it.
  const refetch = { refetchQueries: [StaffFaqItemsDocument], awaitRefetchQueries: true };
  const [create, creating] = useMutation(CreateFaqItemDocument, refetch);
  const [update, updating] = useMutation(UpdateFaqItemDocument);
  const [move, moving] = useMutation(MoveFaqItemDocument, refetch);
  const [place, placing] = useMutation(PlaceFaqItemDocument, refetch);
  const [remove, removing] = useMutation(DeleteFaqItemDocument, refetch);
  return {
    create: (input: FaqItemInput) => create({ variables: { input } }),
    update: (id: string, input: FaqItemInput) => update({ variables: { id, input } }),
    move: (id: string, direction: 'up' | 'down') => move({ variables: { id, direction } }),
    /** A dragged row to its new place (1 = first). */
    place: (id: string, position: number) => place({ variables: { id, position } }),
    remove: (id: string) => remove({ variables: { id } }),
    busy: creating.loading || updating.loading || moving.loading || placing.loading || removing.loading,
  };
}
