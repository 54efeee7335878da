import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { CATEGORIES, CATEGORY_LABELS } from '@russ/schema/catalog/categories';
import { App, Button, Image } from 'antd';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffProductFieldsFragment as ProductRow } from '@/gql/graphql';
import {
  StaffProductFieldsFragment,
  StaffProductsDocument,
  useProductMutations,
} from '@/features/products/api/products';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

interface ProductsTableParams {
  search?: string;
  category?: string;
  visibility?: string;
}

/** `Produkter`: the catalogue, hidden products too; 'Nytt produkt', 'Skjul' and 'Vis' on each row. */
export function ProductsTable() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const requestProducts = useListRequest(StaffProductsDocument, {
    page: (data) => fragmentPage(StaffProductFieldsFragment, data.staffProducts),
    filter: ({ category, visibility }: ProductsTableParams) => ({
      category: category ?? null,
      hidden: visibility === 'hidden' ? true : visibility === 'visible' ? false : null,
    }),
    sortable: ['name'],
  });
  const mutations = useProductMutations();
  const actionRef = useRef<ActionType>(null);

  const toggle = async (row: ProductRow) => {
    try {
      await mutations.setHidden(row.id, !row.hidden);
      message.success(row.hidden ? 'Produktet vises i nettbutikken.' : 'Produktet er skjult i nettbutikken.');
      void actionRef.current?.reload();
    } catch {
      message.error('Kunne ikke endre produktet. Prøv igjen.');
    }
  };

  const columns: ProColumns<ProductRow>[] = [
    searchColumn('Navn eller beskrivelse', 3),
    {
      title: 'Bilde',
      dataIndex: 'imageUrl',
      hideInSearch: true,
      width: 72,
      render: (_, row) =>
        row.imageUrl && !row.imageUrl.startsWith('emoji:') ? (
          <Image src={row.imageUrl} alt="" width={48} height={48} preview={false} />
        ) : (
          '–'
        ),
    },
    {
      title: 'Navn',
      dataIndex: 'name',
      hideInSearch: true,
      sorter: true,
      render: (_, row) => <Link to={`/products/${row.id}`}>{row.name}</Link>,
    },
    {
      title: 'Kategori',
      dataIndex: 'category',
      valueType: 'select',
      order: 2,
      width: 130,
      valueEnum: Object.fromEntries(CATEGORIES.map((c) => [c, { text: CATEGORY_LABELS[c] }])),
      fieldProps: { placeholder: 'Alle' },
      render: (_, row) => CATEGORY_LABELS[row.category as keyof typeof CATEGORY_LABELS] ?? row.category,
    },
    { title: 'Pristekst', dataIndex: 'price', hideInSearch: true, width: 120 },
    statusColumn((row) => (row.hidden ? { tone: 'neutral', label: 'Skjult' } : { tone: 'success', label: 'Synlig' }), {
      title: 'Synlighet',
      dataIndex: 'visibility',
      order: 1,
      width: 120,
      valueEnum: { visible: { text: 'Synlig' }, hidden: { text: 'Skjult' } },
      placeholder: 'Alle',
    }),
    {
      title: 'Handlinger',
      valueType: 'option',
      width: 100,
      render: (_, row) => [
        <Button key="toggle" size="small" onClick={() => void toggle(row)} disabled={mutations.busy}>
          {row.hidden ? 'Vis' : 'Skjul'}
        </Button>,
      ],
    },
  ];

  return (
    <ListTable<ProductRow, ProductsTableParams>
      headerTitle="Alle produkter"
      actionRef={actionRef}
      columns={columns}
      create={{ label: 'Nytt produkt', onClick: () => navigate('/products/new') }}
      request={requestProducts}
      counted={['produkt', 'produkter']}
      scroll={{ x: 900 }}
    />
  );
}
