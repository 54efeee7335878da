import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { BlogPostInput } from '@/gql/graphql';

export const StaffBlogPostFieldsFragment = graphql(`
  fragment StaffBlogPostFields on StaffBlogPost {
    id
    slug
    title
    excerpt
    content
    category
    tags
    imageUrl
    author
    featured
    published
    publishedAt
    updatedAt
    readingMinutes
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffBlogPostsDocument = graphql(`
  query StaffBlogPosts($search: String, $filter: StaffBlogPostFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffBlogPosts(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffBlogPostFields
      }
    }
  }
`);

const StaffBlogPostDocument = graphql(`
  query StaffBlogPost($id: ID!) {
    staffBlogPost(id: $id) {
      ...StaffBlogPostFields
    }
  }
`);

const CreateBlogPostDocument = graphql(`
  mutation CreateBlogPost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      __typename
      post {
        id
      }
    }
  }
`);

const UpdateBlogPostDocument = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      __typename
      post {
        id
        ...StaffBlogPostFields
      }
    }
  }
`);

const SetBlogPostPublishedDocument = graphql(`
  mutation SetBlogPostPublished($id: ID!, $published: Boolean!) {
    setBlogPostPublished(id: $id, published: $published) {
      ...StaffBlogPostFields
    }
  }
`);

const SetBlogPostFeaturedDocument = graphql(`
  mutation SetBlogPostFeatured($id: ID!, $featured: Boolean!) {
    setBlogPostFeatured(id: $id, featured: $featured) {
      ...StaffBlogPostFields
    }
  }
`);

/** The posts the home page shows as featured (published and 'Fremhevet'), for the full-limit offer. */
export function useShownFeaturedPosts(skip: boolean) {
  return useQuery(StaffBlogPostsDocument, {
    variables: { filter: { published: true, featured: true }, limit: 10 },
    fetchPolicy: 'network-only',
    skip,
  });
}

/** Takes 'Fremhevet' off a post (the offer beside a refused 'Fremhevet'). */
export function useUnfeatureBlogPost() {
  const [setFeatured, state] = useMutation(SetBlogPostFeaturedDocument);
  return [(id: string) => setFeatured({ variables: { id, featured: false } }), state] as const;
}

export function useStaffBlogPost(id: string) {
  return useQuery(StaffBlogPostDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
}

export function useBlogPostMutations() {
  const [create, creating] = useMutation(CreateBlogPostDocument);
  const [update, updating] = useMutation(UpdateBlogPostDocument, refetchHistory);
  const [setPublished, publishing] = useMutation(SetBlogPostPublishedDocument, refetchHistory);
  return {
    create: (input: BlogPostInput) => create({ variables: { input } }),
    update: (id: string, input: BlogPostInput) => update({ variables: { id, input } }),
    setPublished: (id: string, published: boolean) => setPublished({ variables: { id, published } }),
    busy: creating.loading || updating.loading || publishing.loading,
  };
}
