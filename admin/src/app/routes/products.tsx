import { PageContainer } from '@ant-design/pro-components';
import { ProductsTable } from '@/features/products/components/products-table';
import { usePageTitle } from '@/lib/use-page-title';

export default function ProductsRoute() {
  usePageTitle('Produkter');
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          Produkter
        </span>
      }
    >
      <ProductsTable />
    </PageContainer>
  );
}
