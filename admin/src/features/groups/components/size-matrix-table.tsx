import { Empty, Table } from 'antd';
import type { StaffGroupDetailFieldsFragment } from '@/gql/graphql';

type Matrix = NonNullable<StaffGroupDetailFieldsFragment['group']['matrix']>;

interface MatrixRow {
  key: string;
  product: string;
  colour: string;
  counts: number[];
  total: number;
  kind: 'row' | 'sum' | 'total';
}

/**
 * The size matrix (admin §7): one row per product and colour with pieces per size, a sum row per product and the
 * grand total, as the CSV has it.
 */
export function SizeMatrixTable({ matrix }: { matrix: Matrix | null | undefined }) {
  if (!matrix || matrix.products.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ingen størrelser sendt inn ennå" />;
  }
  const rows: MatrixRow[] = [];
  for (const product of matrix.products) {
    const key = `${product.productId ?? product.productName}`;
    for (const row of product.rows) {
      rows.push({
        key: `${key}:${row.color ?? ''}`,
        product: product.productName,
        colour: row.colorLabel,
        counts: row.counts,
        total: row.total,
        kind: 'row',
      });
    }
    rows.push({
      key: `${key}:sum`,
      product: product.productName,
      colour: 'Sum',
      counts: product.sizeTotals,
      total: product.total,
      kind: 'sum',
    });
  }
  rows.push({
    key: 'total',
    product: 'Totalt',
    colour: '',
    counts: matrix.sizeTotals,
    total: matrix.grandTotal,
    kind: 'total',
  });
  const strong = (row: MatrixRow, text: string | number) => (row.kind === 'row' ? text : <strong>{text}</strong>);

  return (
    <Table<MatrixRow>
      aria-label="Størrelsesmatrise"
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 600 }}
      columns={[
        { title: 'Produkt', dataIndex: 'product', render: (_, row) => strong(row, row.product) },
        { title: 'Farge', dataIndex: 'colour', render: (_, row) => strong(row, row.colour) },
        ...matrix.sizes.map((size, index) => ({
          title: size,
          key: `size-${index}`,
          align: 'right' as const,
          render: (_: unknown, row: MatrixRow) => strong(row, row.counts[index] ?? 0),
        })),
        { title: 'Totalt', dataIndex: 'total', align: 'right', render: (_, row) => strong(row, row.total) },
      ]}
    />
  );
}
