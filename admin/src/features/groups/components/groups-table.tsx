import type { ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router-dom';
import type { StaffGroupRowFieldsFragment as GroupRow } from '@/gql/graphql';
import { formatDate } from '@russ/schema/common/dates';
import { StaffGroupRowFragment, StaffGroupsDocument } from '@/features/groups/api/groups';
import { groupStatusFilter, groupStatusTag } from '@/features/groups/group-labels';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, NameAndEmail, searchColumn, statusColumn } from '@/components/list-table';

interface GroupsTableParams {
  search?: string;
  status?: string;
  graduationYear?: string;
}

/** `Grupper` (admin §7): every group with its coordinator, members, submissions and deadline; server-side. */
export function GroupsTable() {
  const requestGroups = useListRequest(StaffGroupsDocument, {
    page: (data) => fragmentPage(StaffGroupRowFragment, data.staffGroups),
    filter: ({ status, graduationYear }: GroupsTableParams) => ({
      status: status || null,
      graduationYear: graduationYear?.trim() || null,
    }),
    sortable: ['name', 'school', 'graduationYear', 'memberCount', 'submissionCount', 'deadline'],
  });

  const columns: ProColumns<GroupRow>[] = [
    searchColumn('Navn, skole, kode eller koordinator', 3),
    {
      title: 'Navn',
      dataIndex: 'name',
      hideInSearch: true,
      sorter: true,
      render: (_, row) => <Link to={`/groups/${row.id}`}>{row.name}</Link>,
    },
    {
      title: 'Skole',
      dataIndex: 'school',
      hideInSearch: true,
      sorter: true,
      render: (_, row) => row.school ?? '–',
    },
    {
      title: 'Avgangsår',
      dataIndex: 'graduationYear',
      sorter: true,
      order: 1,
      width: 110,
      fieldProps: { placeholder: 'For eksempel 2027', allowClear: true, maxLength: 4 },
      render: (_, row) => row.graduationYear ?? '–',
    },
    {
      title: 'Koordinator',
      key: 'coordinator',
      hideInSearch: true,
      render: (_, row) => <NameAndEmail name={row.coordinatorName} email={row.coordinatorEmail} />,
    },
    {
      title: 'Medlemmer',
      dataIndex: 'memberCount',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 120,
      tooltip: 'Akseptert / invitert',
      render: (_, row) => (
        <span aria-label={`${row.memberCount} akseptert, ${row.invitedCount} invitert`}>
          {row.memberCount} / {row.invitedCount}
        </span>
      ),
    },
    {
      title: 'Innsendinger',
      dataIndex: 'submissionCount',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 120,
    },
    {
      title: 'Frist',
      dataIndex: 'deadline',
      hideInSearch: true,
      sorter: true,
      width: 110,
      render: (_, row) => (row.deadline ? <time dateTime={row.deadline}>{formatDate(row.deadline)}</time> : '–'),
    },
    statusColumn((row) => groupStatusTag(row.status), { valueEnum: groupStatusFilter, order: 2, width: 110 }),
  ];

  return (
    <ListTable<GroupRow, GroupsTableParams>
      headerTitle="Alle grupper"
      columns={columns}
      request={requestGroups}
      counted={['gruppe', 'grupper']}
      scroll={{ x: 1100 }}
    />
  );
}
