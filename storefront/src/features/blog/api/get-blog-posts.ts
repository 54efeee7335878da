import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const BlogPostsQuery = graphql(`
  query BlogPosts {
    blogPosts {
      id
      slug
      title
      excerpt
      content
      category
      publishedAt
      imageUrl
    }
  }
`);

/** Published posts, newest first (`/blog`). */
export function useBlogPosts() {
  return useQuery(BlogPostsQuery);
}
