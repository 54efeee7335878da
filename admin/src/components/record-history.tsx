import { useQuery } from '@apollo/client/react';
import { Alert, Empty, Skeleton, Timeline, Typography } from 'antd';
import { graphql } from '@/gql';
import { formatDateTime } from '@russ/schema/common/dates';
import { describeAuditEntry } from '@/lib/audit-entry';

const RecordHistoryDocument = graphql(`
  query RecordHistory($filter: StaffAuditEntryFilter, $limit: Int) {
    auditEntries: staffAuditEntries(filter: $filter, limit: $limit) {
      total
      items {
        id
        staffUsername
        action
        at
        before
        after
      }
    }
  }
`);

export interface RecordHistoryProps {
  /** The audit record's entity type, e.g. `order`, `quote`, `invoice`. */
  entityType: string;
  entityId: string | number;
}

/**
 * `Historikk`: the staff changes recorded for one record (who, what, when), newest first, from the audit trail.
 * Every detail page of the console shows it; each entry is worded from the audit actions declared in schema/, in
 * the same words as the `Hendelseslogg` (`describeAuditEntry`).
 */
export function RecordHistory({ entityType, entityId }: RecordHistoryProps) {
  const { data, loading, error } = useQuery(RecordHistoryDocument, {
    variables: { filter: { entityType, entityId: String(entityId) }, limit: 100 },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <Alert type="error" showIcon message="Kunne ikke hente historikken." />;
  const entries = data?.auditEntries.items ?? [];
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ingen endringer ennå" />;
  return (
    <Timeline
      aria-label="Historikk"
      items={entries.map((entry) => ({
        key: entry.id,
        children: (
          <>
            <Typography.Text strong>{describeAuditEntry(entry)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {entry.staffUsername} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
