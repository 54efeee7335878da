import { PageContainer } from '@ant-design/pro-components';
import { BlogPostsTable } from '@/features/blog/components/blog-posts-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function BlogRoute() {
  usePageTitle('Blogg');
  return (
    <PageContainer title={<PageHeading>Blogg</PageHeading>}>
      <BlogPostsTable />
    </PageContainer>
  );
}
