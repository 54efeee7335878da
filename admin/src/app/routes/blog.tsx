import { PageContainer } from '@ant-design/pro-components';
import { BlogPostsTable } from '@/features/blog/components/blog-posts-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function BlogRoute() {
  usePageTitle('Blogg');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Blogg
        </span>
      }
    >
      <BlogPostsTable />
    </PageContainer>
  );
}
