import { graphQLFailureOf } from '@/lib/graphql-errors';
import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, App, Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecordHistory } from '@/components/record-history';
import {
  describeProductAction,
  StaffProductFieldsFragment,
  useProductMutations,
  useStaffProduct,
} from '@/features/products/api/products';
import {
  ProductForm,
  productFormValues,
  showProductFieldErrors,
  toProductInput,
  type ProductFormValues,
} from '@/features/products/components/product-form';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/products/new ('Nytt produkt') and /admin/products/:id (edit, 'Skjul' / 'Vis', Historikk). */
export default function ProductDetailRoute() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const mutations = useProductMutations();
  const { data, loading, error } = useStaffProduct(isNew ? '' : id);
  const product = data ? getFragmentData(StaffProductFieldsFragment, data.staffProduct) : null;
  const title = isNew ? 'Nytt produkt' : (product?.name ?? 'Produkt');
  usePageTitle(title);

  if (!isNew && error && !product) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke produktet" extra={<Link to="/products">Til alle produkter</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente produktet. Prøv igjen." style={{ margin: 24 }} />;
  }

  const save = async (values: ProductFormValues) => {
    try {
      const input = toProductInput(values);
      const { data: saved } = isNew ? await mutations.create(input) : await mutations.update(id, input);
      const result = saved && ('createProduct' in saved ? saved.createProduct : saved.updateProduct);
      message.success('Produktet er lagret.');
      navigate(isNew && result ? `/products/${result.product.id}` : '/products');
    } catch (error) {
      const failure = graphQLFailureOf(error);
      if (failure.code === 'BAD_USER_INPUT') {
        const rest = showProductFieldErrors(form, failure.fieldErrors);
        message.error(rest.length ? rest.join(' ') : 'Sjekk feltene og prøv igjen.');
        return;
      }
      message.error('Kunne ikke lagre produktet. Prøv igjen.');
    }
  };

  const toggle = async () => {
    if (!product) return;
    try {
      await mutations.setHidden(product.id, !product.hidden);
      message.success(product.hidden ? 'Produktet vises i nettbutikken.' : 'Produktet er skjult i nettbutikken.');
    } catch {
      message.error('Kunne ikke endre produktet. Prøv igjen.');
    }
  };

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      tags={
        product ? (
          product.hidden ? (
            <StatusTag tone="neutral">Skjult</StatusTag>
          ) : (
            <StatusTag tone="success">Synlig</StatusTag>
          )
        ) : undefined
      }
      breadcrumb={{
        items: [{ title: <Link to="/products">Produkter</Link> }, { title: isNew ? 'Nytt' : (product?.name ?? '…') }],
      }}
      extra={
        product ? (
          <Button onClick={() => void toggle()} loading={mutations.busy}>
            {product.hidden ? 'Vis' : 'Skjul'}
          </Button>
        ) : undefined
      }
    >
      {!isNew && loading && !product ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card>
            <ProductForm
              key={product?.id ?? 'new'}
              form={form}
              initial={productFormValues(product)}
              onSubmit={(values) => void save(values)}
              onCancel={() => navigate('/products')}
              saving={mutations.busy}
            />
          </Card>
          {product ? (
            <Card title="Historikk">
              <RecordHistory entityType="product" entityId={product.id} describe={describeProductAction} />
            </Card>
          ) : null}
        </Space>
      )}
    </PageContainer>
  );
}
