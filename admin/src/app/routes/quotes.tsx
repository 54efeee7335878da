import { PageContainer } from '@ant-design/pro-components';
import { Grid } from 'antd';
import { useRouteLoaderData } from 'react-router-dom';
import { QuotesTable } from '@/features/quotes/components/quotes-table';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';
import { PageHeading } from '@/components/page-heading';

export default function QuotesRoute() {
  usePageTitle('Tilbud');
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const screens = Grid.useBreakpoint();
  return (
    <PageContainer
      title={<PageHeading>Tilbud</PageHeading>}
      subTitle={screens.md === false ? undefined : 'Prisede svar på tilbudsforespørsler'}
    >
      <QuotesTable canWrite={viewerCan(viewer, 'quotes.write')} />
    </PageContainer>
  );
}
