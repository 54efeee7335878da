import { PageContainer } from '@ant-design/pro-components';
import { useRouteLoaderData } from 'react-router-dom';
import { FaqList } from '@/features/faq/components/faq-list';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';
import { PageHeading } from '@/components/page-heading';

export default function FaqRoute() {
  usePageTitle('FAQ');
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  return (
    <PageContainer title={<PageHeading>FAQ</PageHeading>}>
      <FaqList canDelete={viewerCan(viewer, 'content.delete')} />
    </PageContainer>
  );
}
