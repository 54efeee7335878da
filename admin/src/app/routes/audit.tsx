import { PageContainer } from '@ant-design/pro-components';
import { AuditTable } from '@/features/audit/components/audit-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function AuditRoute() {
  usePageTitle('Hendelseslogg');
  return (
    <PageContainer title={<PageHeading>Hendelseslogg</PageHeading>}>
      <AuditTable />
    </PageContainer>
  );
}
