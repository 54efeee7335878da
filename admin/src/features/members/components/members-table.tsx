import { DownloadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { formatDateNb } from '@russ/schema/common/dates';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StaffMemberFieldsFragment as MemberRow } from '@/gql/graphql';
import { StaffMemberFieldsFragment, StaffMembersDocument } from '@/features/members/api/members';
import { memberFilterOf, membersCsvUrl, type MembersFilter } from '@/features/members/member-filter';
import { memberStatusFilter, memberStatusTag } from '@/features/members/member-labels';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { fragmentPage, useListRequest, type ListParams, type TableSort } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

/** ProTable's sort state as the CSV download's sort key ('name', '-joinedAt'); none means the server's default. */
function sortKey(sort: TableSort | undefined): string | null {
  const [field, order] = Object.entries(sort ?? {}).find(([, value]) => value) ?? [];
  if (!field || !order) return null;
  return order === 'descend' ? `-${field}` : field;
}

/**
 * `Medlemmer`: search by name, e-mail or school, filters for school, graduation year and status, server-side
 * sort and paging; `Eksporter CSV` downloads exactly the list as filtered and sorted.
 */
export function MembersTable({ canExport }: { canExport: boolean }) {
  const requestMembers = useListRequest(StaffMembersDocument, {
    page: (data) => fragmentPage(StaffMemberFieldsFragment, data.staffMembers),
    filter: ({ school, graduationYear, status }: MembersFilter) => memberFilterOf({ school, graduationYear, status }),
    sortable: ['name', 'email', 'school', 'graduationYear', 'joinedAt'],
  });
  const [shown, setShown] = useState<{ filter: MembersFilter; sort: string | null }>({ filter: {}, sort: null });
  // The Hendelseslogg links a customer's change to this list searched for their e-mail (`?search=`).
  const initialFilters = useInitialFilters(['search', 'status']);

  const columns: ProColumns<MemberRow>[] = [
    searchColumn('Navn, e-post eller skole', 4),
    {
      title: 'Navn',
      dataIndex: 'name',
      hideInSearch: true,
      sorter: true,
      render: (_, row) => <Link to={`/members/${row.id}`}>{row.name}</Link>,
    },
    { title: 'E-post', dataIndex: 'email', hideInSearch: true, sorter: true, copyable: true },
    {
      title: 'Skole',
      dataIndex: 'school',
      order: 3,
      sorter: true,
      fieldProps: { placeholder: 'Skolens navn', allowClear: true },
      render: (_, row) => row.school ?? '–',
    },
    {
      title: 'Avgangskull',
      dataIndex: 'graduationYear',
      order: 2,
      sorter: true,
      width: 130,
      fieldProps: { placeholder: 'F.eks. 2026', allowClear: true, maxLength: 4 },
      render: (_, row) => row.graduationYear ?? '–',
    },
    {
      title: 'Medlem siden',
      dataIndex: 'joinedAt',
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 130,
      render: (_, row) => <time dateTime={row.joinedAt}>{formatDateNb(row.joinedAt)}</time>,
    },
    statusColumn((row) => memberStatusTag(row.status), {
      valueEnum: memberStatusFilter,
      order: 1,
      width: 120,
      placeholder: 'Alle',
    }),
  ];

  return (
    <ListTable<MemberRow, MembersFilter>
      headerTitle="Alle medlemmer"
      columns={columns}
      request={(params: ListParams<MembersFilter>, sort: TableSort) => {
        // What the list shows is what `Eksporter CSV` downloads.
        const { search, school, graduationYear, status } = params;
        setShown({ filter: { search, school, graduationYear, status }, sort: sortKey(sort) });
        return requestMembers(params, sort);
      }}
      toolBarRender={() =>
        canExport
          ? [
              <Button key="csv" icon={<DownloadOutlined />} href={membersCsvUrl(shown.filter, shown.sort)} download>
                Eksporter CSV
              </Button>,
            ]
          : []
      }
      form={{ initialValues: initialFilters }}
      counted={['medlem', 'medlemmer']}
      scroll={{ x: 1000 }}
    />
  );
}
