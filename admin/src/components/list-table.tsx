import { ProTable, type ParamsType, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Typography, type ButtonProps } from 'antd';
import nbNO from 'antd/es/locale/nb_NO';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { formatCount } from '@/lib/format';
import { StatusViewTag, type StatusView } from './status-tag';

/**
 * The frame every staff list shares (a `ProTable` on `useListRequest`): the search form always open, paging with a
 * size changer and `Totalt N …`, the toolbar's reload, density and column settings, the empty text and the message
 * when the page cannot be fetched. The list's own part is its columns, request, header and toolbar.
 */
export type ListTableProps<Row extends Record<string, unknown>, Params extends ParamsType> = Omit<
  ProTableProps<Row, Params>,
  'rowKey' | 'search' | 'pagination' | 'options' | 'locale' | 'onRequestError' | 'dateFormatter' | 'cardBordered'
> & {
  /** The counted noun, singular and plural, in the pager's `Totalt N …`. */
  counted: readonly [one: string, many: string];
  /** The text of an empty list; `Ingen <many>` when left out. */
  emptyText?: string;
  /** The message shown when a page cannot be fetched; `Kunne ikke hente <many>. Prøv igjen.` when left out. */
  loadError?: string;
  /** The toolbar's one primary button that starts a new record (`Nytt produkt`, `Ny kupong`). */
  create?: { label: string; onClick: () => void };
  /** Rows per page at first (20), and the sizes the pager offers. */
  pageSize?: number;
  pageSizeOptions?: number[];
};

export function ListTable<Row extends Record<string, unknown>, Params extends ParamsType = ParamsType>({
  counted: [one, many],
  emptyText = `Ingen ${many}`,
  loadError = `Kunne ikke hente ${many}. Prøv igjen.`,
  create,
  pageSize = 20,
  pageSizeOptions = [10, 20, 50, 100],
  ...table
}: ListTableProps<Row, Params>) {
  const { message } = App.useApp();
  return (
    <ProTable<Row, Params>
      rowKey="id"
      onRequestError={() => message.error(loadError)}
      // The search button never takes the table's loading state: antd drops the clicks of a loading button, so a
      // search sent while the first page was still loading was lost. The table spins; a newer page replaces it.
      search={{
        labelWidth: 'auto',
        collapseRender: false,
        defaultCollapsed: false,
        optionRender: (_config, _form, buttons) => buttons.map(withoutLoading),
      }}
      pagination={{
        defaultPageSize: pageSize,
        showSizeChanger: true,
        pageSizeOptions,
        showTotal: (total) => `Totalt ${formatCount(total, one, many)}`,
        // The arrow buttons are named in words (the locale's 'Forrige side', 'Neste side'): antd names them by their
        // icons, 'left' and 'right'.
        itemRender: (_page, type, element) =>
          (type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element)
            ? cloneElement(element, { 'aria-label': nbNO.Pagination?.[`${type}_page`] })
            : element,
      }}
      options={{ reload: true, density: true, setting: true, fullScreen: false }}
      locale={{ emptyText }}
      dateFormatter="string"
      cardBordered
      toolBarRender={
        create
          ? () => [
              <Button key="new" type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onClick}>
                {create.label}
              </Button>,
            ]
          : undefined
      }
      {...table}
    />
  );
}

/** A search-form button that never shows (and acts on) the table's loading state. */
function withoutLoading(button: ReactNode): ReactNode {
  return isValidElement(button) ? cloneElement(button as ReactElement<ButtonProps>, { loading: false }) : button;
}

/** The list's free-text search: a field of the search form, not a column of the table. */
export function searchColumn<Row>(placeholder: string, order?: number): ProColumns<Row> {
  return {
    title: 'Søk',
    dataIndex: 'search',
    hideInTable: true,
    ...(order === undefined ? {} : { order }),
    fieldProps: { placeholder, allowClear: true },
  };
}

/**
 * A status column that is also a select filter of the search form, each cell a status tag. `Status` on the field
 * `status` with the placeholder `Alle statuser` unless the column names others.
 */
export function statusColumn<Row>(
  view: (row: Row) => StatusView,
  column: ProColumns<NoInfer<Row>> & { placeholder?: string },
): ProColumns<Row> {
  // NoInfer: the row type comes from `view` (and the table), not from the column's own fields.
  const { placeholder = 'Alle statuser', ...rest } = column as ProColumns<Row> & { placeholder?: string };
  return {
    title: 'Status',
    dataIndex: 'status',
    valueType: 'select',
    ...rest,
    fieldProps: { placeholder },
    render: (_, row) => <StatusViewTag view={view(row)} />,
  };
}

/** A person in a table cell: the name with the e-mail under it, or the e-mail alone while there is no name. */
export function NameAndEmail({ name, email }: { name: string | null | undefined; email: string }) {
  return (
    <>
      {name ?? email}
      {name ? (
        <>
          <br />
          <Typography.Text type="secondary">{email}</Typography.Text>
        </>
      ) : null}
    </>
  );
}
