import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CampaignsTable, SubscribersTable } from '@/features/newsletter/components/newsletter-tables';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

/** `Nyhetsbrev` (admin §11): campaigns and subscribers, one tab each (`?tab=subscribers`). */
export default function NewsletterRoute() {
  usePageTitle('Nyhetsbrev');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'subscribers' ? 'subscribers' : 'campaigns';
  return (
    <PageContainer title={<PageHeading>Nyhetsbrev</PageHeading>}>
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => setParams(key === 'subscribers' ? { tab: 'subscribers' } : {}, { replace: true })}
        items={[
          { key: 'campaigns', label: 'Kampanjer', children: <CampaignsTable /> },
          { key: 'subscribers', label: 'Abonnenter', children: <SubscribersTable /> },
        ]}
      />
    </PageContainer>
  );
}
