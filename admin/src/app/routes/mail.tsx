import { PageContainer } from '@ant-design/pro-components';
import { MailLogTable } from '@/features/mail-log/components/mail-log-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function MailLogRoute() {
  usePageTitle('E-postlogg');
  return (
    <PageContainer title={<PageHeading>E-postlogg</PageHeading>}>
      <MailLogTable />
    </PageContainer>
  );
}
