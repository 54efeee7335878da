import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '@russ/schema/common/dates';
import type { StaffDesignRowFieldsFragment as DesignRow } from '@/gql/graphql';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { designStatusTone, designStatusFilter, designStatusLabel } from '@/features/designs/design-status';
import { StaffDesignRowFragment, StaffDesignsDocument } from '@/features/designs/api/designs';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, NameAndEmail, searchColumn, statusColumn } from '@/components/list-table';

interface DesignsTableParams {
  search?: string;
  status?: string;
}

/**
 * `Design` (admin §6): design name, customer, group, status, latest version, updated; server-side search, status
 * filter ('Venter' by default: what waits for staff), sort and paging.
 */
export function DesignsTable() {
  const requestDesigns = useListRequest(StaffDesignsDocument, {
    page: (data) => fragmentPage(StaffDesignRowFragment, data.staffDesigns),
    filter: ({ status }: DesignsTableParams) => ({ status: status || null }),
    sortable: ['name', 'updatedAt'],
  });
  const linked = useInitialFilters(['status']).status;
  const initialStatus = linked && Object.hasOwn(designStatusFilter, linked) ? linked : 'pending';

  const columns: ProColumns<DesignRow>[] = [
    searchColumn('Design, kunde eller gruppe', 2),
    {
      title: 'Design',
      dataIndex: 'name',
      hideInSearch: true,
      sorter: true,
      render: (_, row) => (
        <Space size={4} wrap>
          <Link to={`/designs/${row.id}`}>{row.name}</Link>
          {row.changeRequested ? <Tag color="orange">Endringer ønsket</Tag> : null}
        </Space>
      ),
    },
    {
      title: 'Kunde',
      key: 'customer',
      hideInSearch: true,
      width: 240,
      render: (_, row) => <NameAndEmail name={row.customerName} email={row.memberEmail} />,
    },
    {
      title: 'Gruppe',
      dataIndex: 'groupName',
      hideInSearch: true,
      width: 180,
      render: (_, row) => row.groupName ?? '–',
    },
    statusColumn((row) => ({ tone: designStatusTone(row.status), label: designStatusLabel(row.status) }), {
      valueEnum: designStatusFilter,
      order: 1,
      width: 130,
      sorter: true,
    }),
    {
      title: 'Siste versjon',
      key: 'latestVersion',
      hideInSearch: true,
      width: 150,
      render: (_, row) =>
        row.latestVersion == null ? (
          '–'
        ) : (
          <>
            v{row.latestVersion}
            {row.latestIsProof ? (
              <Tag style={{ marginInlineStart: 8 }} color="blue">
                Korrektur
              </Tag>
            ) : null}
          </>
        ),
    },
    {
      title: 'Oppdatert',
      dataIndex: 'updatedAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 120,
      render: (_, row) => <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>,
    },
  ];

  return (
    <ListTable<DesignRow, DesignsTableParams>
      headerTitle="Design"
      columns={columns}
      form={{ initialValues: { status: initialStatus } }}
      request={requestDesigns}
      counted={['design', 'design']}
      scroll={{ x: 1000 }}
    />
  );
}
