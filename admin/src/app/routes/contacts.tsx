import { PageContainer } from '@ant-design/pro-components';
import { Grid } from 'antd';
import { ContactsTable } from '@/features/contacts/components/contacts-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function ContactsRoute() {
  usePageTitle('Henvendelser');
  const screens = Grid.useBreakpoint();
  return (
    <PageContainer
      title={<PageHeading>Henvendelser</PageHeading>}
      subTitle={screens.md === false ? undefined : 'Meldinger sendt via kontaktskjemaet på nettsiden'}
    >
      <ContactsTable />
    </PageContainer>
  );
}
