import { PageContainer } from '@ant-design/pro-components';
import { AuditTable } from '@/features/audit/components/audit-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function AuditRoute() {
  usePageTitle('Hendelseslogg');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Hendelseslogg
        </span>
      }
    >
      <AuditTable />
    </PageContainer>
  );
}
