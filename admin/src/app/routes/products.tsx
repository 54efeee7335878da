import { PageContainer } from '@ant-design/pro-components';
import { ProductsTable } from '@/features/products/components/products-table';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export default function ProductsRoute() {
  usePageTitle('Produkter');
  return (
    <PageContainer title={<PageHeading>Produkter</PageHeading>}>
      <ProductsTable />
    </PageContainer>
  );
}
