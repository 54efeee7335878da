import { graphQLFailureOf } from '@/lib/graphql-errors';
import { App, Button, Card, Form } from 'antd';
import { DetailPage } from '@/components/detail-page';
import { StatusTag } from '@/components/status-tag';
import { useNavigate, useParams } from 'react-router-dom';
import { StaffProductFieldsFragment, useProductMutations, useStaffProduct } from '@/features/products/api/products';
import {
  ProductForm,
  productFormValues,
  showProductFieldErrors,
  toProductInput,
  type ProductFormValues,
} from '@/features/products/components/product-form';
import { getFragmentData } from '@/gql';

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
    <DetailPage
      title={title}
      list={{ to: '/products', title: 'Produkter' }}
      crumb={isNew ? 'Nytt' : (product?.name ?? '…')}
      tags={
        product ? (
          product.hidden ? (
            <StatusTag tone="neutral">Skjult</StatusTag>
          ) : (
            <StatusTag tone="success">Synlig</StatusTag>
          )
        ) : undefined
      }
      extra={
        product ? (
          <Button onClick={() => void toggle()} loading={mutations.busy}>
            {product.hidden ? 'Vis' : 'Skjul'}
          </Button>
        ) : undefined
      }
      loading={!isNew && loading}
      error={isNew ? undefined : error}
      ready={isNew || !!product}
      notFound={{ title: 'Fant ikke produktet', link: 'Til alle produkter' }}
      loadFailed="Kunne ikke hente produktet. Prøv igjen."
      history={product ? { entityType: 'product', entityId: product.id } : undefined}
    >
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
    </DetailPage>
  );
}
