import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const BlogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      id
      slug
      title
      excerpt
      content
      category
      author
      publishedAt
      imageUrl
      tags
    }
  }
`);

/** One published post by slug; `data.blogPost` is null when there is none. Skipped without a slug. */
export function useBlogPost(slug: string | undefined) {
  return useQuery(BlogPostQuery, { variables: { slug: slug ?? '' }, skip: !slug });
}
