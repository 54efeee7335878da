import type { ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import type { AuditTable_EntryFragment as AuditRow } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { useAuditStaffMembers, AuditLogDocument } from '@/features/audit/api/audit';
import { auditChanges } from '@/features/audit/audit-display';
import { describeAuditEntry } from '@/lib/audit-entry';
import { RECORD_KIND_OPTIONS, recordKindLabel, recordPath } from '@/lib/record-links';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn } from '@/components/list-table';

/** One entry of the `Hendelseslogg`: what its columns show. */
export const AuditTable_EntryFragment = graphql(`
  fragment AuditTable_Entry on AuditEntry {
    id
    staffUserId
    staffUsername
    action
    entityType
    entityId
    at
    before
    after
  }
`);

interface AuditTableParams {
  search?: string;
  staffUserId?: string;
  entityType?: string;
  period?: [string, string];
}

const PAGE_SIZE = 50;

/** The changes of one entry, field by field: 'Rolle: Administrator → Ansatt'. */
function Changes({ entry }: { entry: AuditRow }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Space direction="vertical" size={0} data-testid="audit-changes">
      {changes.map((change) => (
        <Typography.Text key={change.field} style={{ fontSize: 13 }}>
          <Typography.Text strong>{change.label}:</Typography.Text>{' '}
          {change.before === '–' ? null : (
            <>
              <Typography.Text delete type="secondary">
                {change.before}
              </Typography.Text>{' '}
              →{' '}
            </>
          )}
          {change.after}
        </Typography.Text>
      ))}
    </Space>
  );
}

/**
 * `Hendelseslogg` (admin §1): every staff change, newest first, paged on the server; filtered by 'Søk', staff
 * member, kind of record and period. Each entry names who, what and when, its changes, and links to its record.
 */
export function AuditTable() {
  const requestAuditLog = useListRequest(AuditLogDocument, {
    page: (data) => fragmentPage(AuditTable_EntryFragment, data.staffAuditEntries),
    filter: ({ staffUserId, entityType, period }: AuditTableParams) => {
      const [start, end] = period ?? [];
      return {
        staffUserId: staffUserId ? Number(staffUserId) : null,
        entityType: entityType ?? null,
        // The period is whole days in the browser's time zone: from the first day's start to the last day's end.
        from: start ? dayjs(start).startOf('day').toISOString() : null,
        to: end ? dayjs(end).add(1, 'day').startOf('day').toISOString() : null,
      };
    },
    pageSize: PAGE_SIZE,
  });
  const staffMembers = useAuditStaffMembers();
  const staffOptions = Object.fromEntries(
    (staffMembers.data?.auditStaffMembers ?? []).map((s) => [
      s.id,
      { text: s.name ? `${s.username} (${s.name})` : s.username },
    ]),
  );

  const columns: ProColumns<AuditRow>[] = [
    searchColumn('Ansatt, hendelse, id eller verdi', 4),
    {
      title: 'Tidspunkt',
      dataIndex: 'at',
      hideInSearch: true,
      width: 150,
      render: (_, row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>,
    },
    {
      title: 'Periode',
      dataIndex: 'period',
      valueType: 'dateRange',
      hideInTable: true,
      order: 1,
    },
    {
      title: 'Ansatt',
      dataIndex: 'staffUserId',
      valueType: 'select',
      valueEnum: staffOptions,
      order: 3,
      width: 140,
      fieldProps: { placeholder: 'Alle', showSearch: true },
      render: (_, row) =>
        row.staffUserId ? <Link to={`/staff/${row.staffUserId}`}>{row.staffUsername}</Link> : row.staffUsername,
    },
    {
      title: 'Hendelse',
      dataIndex: 'action',
      hideInSearch: true,
      width: 230,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{describeAuditEntry(row)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.action}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Type post',
      dataIndex: 'entityType',
      valueType: 'select',
      valueEnum: Object.fromEntries(RECORD_KIND_OPTIONS.map((o) => [o.value, { text: o.label }])),
      order: 2,
      width: 160,
      fieldProps: { placeholder: 'Alle' },
      render: (_, row) => {
        const path = recordPath(row.entityType, row.entityId);
        const text = `${recordKindLabel(row.entityType)} ${row.entityId}`;
        return path ? (
          <Link to={path} data-testid="audit-record-link">
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    { title: 'Endringer', dataIndex: 'after', hideInSearch: true, render: (_, row) => <Changes entry={row} /> },
  ];

  return (
    <ListTable<AuditRow, AuditTableParams>
      headerTitle="Alle endringer"
      columns={columns}
      request={requestAuditLog}
      loadError="Kunne ikke hente hendelsesloggen. Prøv igjen."
      counted={['hendelse', 'hendelser']}
      pageSize={PAGE_SIZE}
      pageSizeOptions={[20, 50, 100, 200]}
      scroll={{ x: 1000 }}
    />
  );
}
