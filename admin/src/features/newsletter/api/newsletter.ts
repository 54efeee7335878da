import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { CampaignInput } from '@/gql/graphql';

export const NewsletterCampaignFieldsFragment = graphql(`
  fragment NewsletterCampaignFields on NewsletterCampaignView {
    id
    subject
    body
    audience
    audienceValue
    audienceText
    status
    createdBy
    createdAt
    updatedAt
    sendStartedAt
    finishedAt
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const NewsletterSubscribersDocument = graphql(`
  query NewsletterSubscribers(
    $search: String
    $filter: StaffNewsletterSubscriberFilter
    $sort: ListSort
    $offset: Int
    $limit: Int
  ) {
    staffNewsletterSubscribers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        email
        status
        createdAt
        confirmedAt
        unsubscribedAt
      }
    }
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const NewsletterCampaignsDocument = graphql(`
  query NewsletterCampaigns(
    $search: String
    $filter: StaffNewsletterCampaignFilter
    $sort: ListSort
    $offset: Int
    $limit: Int
  ) {
    staffNewsletterCampaigns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...NewsletterCampaignFields
      }
    }
  }
`);

const NewsletterCampaignDocument = graphql(`
  query NewsletterCampaign($id: ID!) {
    newsletterCampaign(id: $id) {
      campaign {
        ...NewsletterCampaignFields
      }
      audienceCount
      progress {
        total
        sent
        failed
        skipped
        remaining
        stopped
      }
    }
  }
`);

const CreateNewsletterCampaignDocument = graphql(`
  mutation CreateNewsletterCampaign($input: CampaignInput!) {
    createNewsletterCampaign(input: $input) {
      __typename
      campaign {
        id
      }
    }
  }
`);

const UpdateNewsletterCampaignDocument = graphql(`
  mutation UpdateNewsletterCampaign($id: ID!, $input: CampaignInput!) {
    updateNewsletterCampaign(id: $id, input: $input) {
      __typename
      campaign {
        ...NewsletterCampaignFields
      }
    }
  }
`);

const SendNewsletterTestMailDocument = graphql(`
  mutation SendNewsletterTestMail($id: ID!) {
    sendNewsletterTestMail(id: $id) {
      to
    }
  }
`);

const ChangeNewsletterCampaignStatusDocument = graphql(`
  mutation ChangeNewsletterCampaignStatus($id: ID!, $step: String!) {
    changeNewsletterCampaignStatus(id: $id, step: $step) {
      ...NewsletterCampaignFields
    }
  }
`);

/** One campaign; while it is being sent, polled every second for the progress bar. */
export function useNewsletterCampaign(id: string, polling: boolean) {
  return useQuery(NewsletterCampaignDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? 1000 : 0,
  });
}

export function useCampaignMutations() {
  const [create, creating] = useMutation(CreateNewsletterCampaignDocument);
  // An edit and a status step return the campaign (NewsletterCampaignFields) for the cache, and the Historikk is
  // read again. A status step also moves the progress (audience, sent, remaining), which is not part of the
  // campaign: the page's query is read again for it.
  const [update, updating] = useMutation(UpdateNewsletterCampaignDocument, refetchHistory);
  const [testMail, testing] = useMutation(SendNewsletterTestMailDocument, refetchHistory);
  const [change, changing] = useMutation(ChangeNewsletterCampaignStatusDocument, {
    refetchQueries: ['NewsletterCampaign', ...refetchHistory.refetchQueries],
  });
  return {
    create: (input: CampaignInput) => create({ variables: { input } }),
    update: (id: string, input: CampaignInput) => update({ variables: { id, input } }),
    sendTestMail: (id: string) => testMail({ variables: { id } }),
    changeStatus: (id: string, step: 'send' | 'pause' | 'resume' | 'cancel') => change({ variables: { id, step } }),
    busy: creating.loading || updating.loading || testing.loading || changing.loading,
  };
}
