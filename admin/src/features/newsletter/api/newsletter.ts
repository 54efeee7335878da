import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchHistory } from '@/components/record-history';
import { graphql } from '@/gql';
import type { CampaignInput } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

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

const NewsletterSubscribersDocument = graphql(`
  query NewsletterSubscribers($search: String, $status: String, $offset: Int, $limit: Int) {
    newsletterSubscribers(search: $search, status: $status, offset: $offset, limit: $limit) {
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

const NewsletterCampaignsDocument = graphql(`
  query NewsletterCampaigns($search: String, $status: String, $offset: Int, $limit: Int) {
    newsletterCampaigns(search: $search, status: $status, offset: $offset, limit: $limit) {
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

export interface NewsletterListFilter {
  search?: string;
  status?: string | null;
  page: number;
  pageSize: number;
}

export function useFetchSubscribers() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, status, page, pageSize }: NewsletterListFilter) => {
      const { data } = await client.query({
        query: NewsletterSubscribersDocument,
        variables: { search: searchTerm(search), status: status ?? null, ...pageWindow(page, pageSize) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.newsletterSubscribers;
    },
    [client],
  );
}

export function useFetchCampaigns() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, status, page, pageSize }: NewsletterListFilter) => {
      const { data } = await client.query({
        query: NewsletterCampaignsDocument,
        variables: { search: searchTerm(search), status: status ?? null, ...pageWindow(page, pageSize) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.newsletterCampaigns;
    },
    [client],
  );
}

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
