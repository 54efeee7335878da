import { PageContainer } from '@ant-design/pro-components';
import { MailLogTable } from '@/features/mail-log/components/mail-log-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function MailLogRoute() {
  usePageTitle('E-postlogg');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          E-postlogg
        </span>
      }
    >
      <MailLogTable />
    </PageContainer>
  );
}
