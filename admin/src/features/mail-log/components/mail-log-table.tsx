import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import type { MailLogTable_MailFragment as MailRow } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { recordKindLabel, recordPath } from '@/lib/record-links';
import { MailLogDocument } from '@/features/mail-log/api/mail-log';
import {
  MAIL_KIND_OPTIONS,
  MAIL_STATUS_OPTIONS,
  mailStatusTone,
  mailStatusLabel,
} from '@/features/mail-log/mail-status';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

/** One row of the `E-postlogg`: what its columns show. */
export const MailLogTable_MailFragment = graphql(`
  fragment MailLogTable_Mail on MailDelivery {
    id
    at
    recipient
    type
    kind
    subject
    status
    attempts
    lastError
    recordType
    recordId
    resendOfId
  }
`);

interface MailTableParams {
  search?: string;
  status?: string;
  type?: string;
  period?: [string, string];
}

const PAGE_SIZE = 50;

/** The record a mail is about, linked to its page: 'Ordre 12'. */
export function MailRecordLink({ recordType, recordId }: { recordType?: string | null; recordId?: number | null }) {
  if (!recordType || recordId == null) return <Typography.Text type="secondary">–</Typography.Text>;
  const path = recordPath(recordType, String(recordId));
  const text = `${recordKindLabel(recordType)} ${recordId}`;
  return path ? (
    <Link to={path} data-testid="mail-record-link">
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/**
 * `E-postlogg` (admin §12): every mail of the shop, newest first, paged on the server; 'Søk' in recipient and
 * subject, filters by status, kind and period (the URL may name status, e.g. the overview's failed mails).
 */
export function MailLogTable() {
  const requestMailLog = useListRequest(MailLogDocument, {
    page: (data) => fragmentPage(MailLogTable_MailFragment, data.staffMailDeliveries),
    filter: ({ status, type, period }: MailTableParams) => {
      const [start, end] = period ?? [];
      return {
        status: status ?? null,
        type: type ?? null,
        from: start ? dayjs(start).startOf('day').toISOString() : null,
        to: end ? dayjs(end).add(1, 'day').startOf('day').toISOString() : null,
      };
    },
    pageSize: PAGE_SIZE,
  });
  // The overview's failed mails link names the period as `period=2026-11-28,2026-11-29`.
  const { period, ...initialFilters } = useInitialFilters(['status', 'type', 'search', 'period']);
  const initialValues = { ...initialFilters, ...(period ? { period: period.split(',').slice(0, 2) } : {}) };

  const columns: ProColumns<MailRow>[] = [
    searchColumn('Mottaker eller emne', 4),
    {
      title: 'Tidspunkt',
      dataIndex: 'at',
      hideInSearch: true,
      width: 150,
      render: (_, row) => (
        <Link to={`/mail/${row.id}`}>
          <time dateTime={row.at}>{formatDateTime(row.at)}</time>
        </Link>
      ),
    },
    { title: 'Periode', dataIndex: 'period', valueType: 'dateRange', hideInTable: true, order: 1 },
    {
      title: 'Mottaker',
      dataIndex: 'recipient',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => row.recipient || <Typography.Text type="secondary">–</Typography.Text>,
    },
    {
      title: 'Type',
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: MAIL_KIND_OPTIONS,
      order: 2,
      width: 200,
      fieldProps: { placeholder: 'Alle', showSearch: true },
      render: (_, row) => row.kind,
    },
    {
      title: 'Emne',
      dataIndex: 'subject',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => <Link to={`/mail/${row.id}`}>{row.subject || '–'}</Link>,
    },
    statusColumn((row) => ({ tone: mailStatusTone(row.status), label: mailStatusLabel(row.status) }), {
      valueEnum: MAIL_STATUS_OPTIONS,
      order: 3,
      width: 110,
      placeholder: 'Alle',
    }),
    { title: 'Forsøk', dataIndex: 'attempts', hideInSearch: true, width: 80, align: 'right' },
    {
      title: 'Siste feil',
      dataIndex: 'lastError',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => row.lastError ?? '–',
    },
    {
      title: 'Gjelder',
      dataIndex: 'recordType',
      hideInSearch: true,
      width: 140,
      render: (_, row) => <MailRecordLink recordType={row.recordType} recordId={row.recordId} />,
    },
  ];

  return (
    <ListTable<MailRow, MailTableParams>
      headerTitle="Alle e-poster"
      columns={columns}
      form={{ initialValues }}
      request={requestMailLog}
      loadError="Kunne ikke hente e-postloggen. Prøv igjen."
      counted={['e-post', 'e-poster']}
      pageSize={PAGE_SIZE}
      pageSizeOptions={[20, 50, 100, 200]}
      scroll={{ x: 1100 }}
    />
  );
}
