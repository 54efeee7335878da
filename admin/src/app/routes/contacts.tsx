import { PageContainer } from '@ant-design/pro-components';
import { Grid } from 'antd';
import { ContactsTable } from '@/features/contacts/components/contacts-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function ContactsRoute() {
  usePageTitle('Henvendelser');
  const screens = Grid.useBreakpoint();
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Henvendelser
        </span>
      }
      subTitle={screens.md === false ? undefined : 'Meldinger sendt via kontaktskjemaet på nettsiden'}
    >
      <ContactsTable />
    </PageContainer>
  );
}
