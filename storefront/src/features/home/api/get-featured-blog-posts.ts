import { useQuery } from '@apollo/client/react';
import { FEATURED_BLOG_POSTS_MAX } from '@russ/schema/common/limits';
import { graphql } from '@/gql';

export const HomeFeaturedBlogPostsQuery = graphql(`
  query HomeFeaturedBlogPosts {
    featuredBlogPosts {
      id
      slug
      title
      excerpt
      category
      imageUrl
      publishedAt
    }
  }
`);

/** The featured posts the home page shows: at most three (storefront §9). */
export function useHomeFeaturedBlogPosts() {
  const { data, loading, error } = useQuery(HomeFeaturedBlogPostsQuery);
  return {
    posts: (data?.featuredBlogPosts ?? []).slice(0, FEATURED_BLOG_POSTS_MAX),
    loading: loading && !data,
    error,
  };
}
