import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { App, Button, Card, Descriptions, Space, Table, Typography, type TableColumnsType } from 'antd';
import { StatusViewTag } from '@/components/status-tag';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffMemberDetailQuery, StaffMemberFieldsFragment as Member } from '@/gql/graphql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { useMemberQuotes, useMemberSteps } from '@/features/members/api/members';
import {
  designTag,
  groupMemberStatusLabel,
  groupTag,
  invoiceTag,
  memberStatusTag,
  orderTag,
  quoteTag,
  threadTag,
} from '@/features/members/member-labels';
import { Confirm } from '@/components/confirm';
import { DetailSections, RecordCard } from '@/components/detail-page';

type Area = NonNullable<StaffMemberDetailQuery['staffMember']['customerArea']>;

const day = (iso: string | null | undefined) => (iso ? formatDateNb(iso) : '–');

/** One titled list of the member's records; every row links to its console page. */
function Section<T extends { id: string }>({
  title,
  rows,
  columns,
  empty,
}: {
  title: string;
  rows: readonly T[];
  columns: TableColumnsType<T>;
  empty: string;
}) {
  return (
    <Card title={`${title} (${rows.length})`} size="small">
      <Table<T>
        rowKey="id"
        size="small"
        dataSource={[...rows]}
        columns={columns}
        pagination={rows.length > 10 ? { pageSize: 10, hideOnSinglePage: true } : false}
        locale={{ emptyText: empty }}
        aria-label={title}
      />
    </Card>
  );
}

function QuotesSection({ email }: { email: string }) {
  const { data, loading } = useMemberQuotes(email);
  const rows = data?.quotes.items ?? [];
  return (
    <Card title={`Tilbud (${data?.quotes.total ?? 0})`} size="small" loading={loading && !data}>
      <Table
        rowKey="id"
        size="small"
        dataSource={[...rows]}
        pagination={rows.length > 10 ? { pageSize: 10, hideOnSinglePage: true } : false}
        locale={{ emptyText: 'Ingen tilbud' }}
        aria-label="Tilbud"
        columns={[
          {
            title: 'Tilbud',
            key: 'number',
            render: (_, q) => <Link to={`/quotes/${q.id}`}>{q.quoteNumber}</Link>,
          },
          { title: 'Dato', key: 'date', render: (_, q) => day(q.createdAt) },
          {
            title: 'Status',
            key: 'status',
            render: (_, q) => <StatusViewTag view={quoteTag(q.status, q.statusLabel)} />,
          },
          { title: 'Sum', key: 'total', align: 'right', render: (_, q) => formatNok(q.totals.total) },
        ]}
      />
    </Card>
  );
}

/**
 * One member (admin §9): profile, orders, quotes, invoices, designs, groups and threads, each row linking to its
 * console page; an administrator may `Deaktiver`, `Aktiver` or `Slett medlem`; the page frame shows its `Historikk`.
 */
export function MemberDetail({ member, area, canManage }: { member: Member; area: Area; canManage: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const steps = useMemberSteps();
  const deactivated = member.status === 'deactivated';

  const run = async (step: () => Promise<unknown>, done: string): Promise<void> => {
    try {
      await step();
      message.success(done);
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };

  const remove = async () => {
    try {
      await steps.remove(member.email);
      message.success(`${member.name} er slettet. Ordrer og fakturaer er tatt vare på for regnskapet.`);
      navigate('/members');
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };

  const actions: ReactNode[] = [];
  if (canManage) {
    actions.push(
      deactivated ? (
        <Confirm
          key="activate"
          description="Medlemmet kan logge inn igjen."
          onConfirm={() => run(() => steps.activate(member.id), 'Medlemmet er aktivert igjen.')}
        >
          <Button loading={steps.busy}>Aktiver</Button>
        </Confirm>
      ) : (
        <Confirm
          key="deactivate"
          description="Medlemmet kan ikke lenger logge inn, og alle innlogginger avsluttes nå."
          onConfirm={() => run(() => steps.deactivate(member.id), 'Medlemmet er deaktivert.')}
        >
          <Button danger loading={steps.busy}>
            Deaktiver
          </Button>
        </Confirm>
      ),
      <Confirm
        key="delete"
        description="Medlemskapet og personopplysningene slettes for godt. Ordrer og fakturaer beholdes for regnskapet."
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button danger type="primary" loading={steps.busy}>
          Slett medlem
        </Button>
      </Confirm>,
    );
  }

  const status = memberStatusTag(member.status);
  const groups = [
    ...area.groups.map((g) => ({ id: g.id, name: g.name, status: g.status, role: 'Koordinator' })),
    ...area.memberOfGroups.map((g) => ({
      id: g.id,
      name: g.name,
      status: g.status,
      role: `Medlem (${groupMemberStatusLabel(g.myStatus)})`,
    })),
  ];

  return (
    <DetailSections>
      <RecordCard title="Profil" actions={actions.length > 0 ? actions : null}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Navn">{member.name}</Descriptions.Item>
          <Descriptions.Item label="E-post">
            <Typography.Text copyable>{member.email}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Skole">{member.school ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Avgangskull">{member.graduationYear ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Medlem siden">{day(member.joinedAt)}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusViewTag view={status} />
          </Descriptions.Item>
          <Descriptions.Item label="E-postvarsler">
            {area.profile?.emailNotifications === false ? 'Av' : 'På'}
          </Descriptions.Item>
          <Descriptions.Item label="Adresser">
            {area.addresses.length === 0 ? (
              '–'
            ) : (
              <Space direction="vertical" size={0}>
                {area.addresses.map((a) => (
                  <span key={a.id}>
                    {[a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`].filter(Boolean).join(', ')}
                    {a.isDefault ? ' (standard)' : ''}
                  </span>
                ))}
              </Space>
            )}
          </Descriptions.Item>
        </Descriptions>
      </RecordCard>

      <Section
        title="Ordrer"
        rows={area.orders}
        empty="Ingen ordrer"
        columns={[
          { title: 'Ordre', key: 'number', render: (_, o) => <Link to={`/orders/${o.id}`}>{o.orderNumber}</Link> },
          { title: 'Dato', key: 'date', render: (_, o) => day(o.createdAt) },
          { title: 'Varer', dataIndex: 'itemCount' },
          { title: 'Status', key: 'status', render: (_, o) => <StatusViewTag view={orderTag(o.status)} /> },
          { title: 'Sum', key: 'total', align: 'right', render: (_, o) => formatNok(o.totalAmount) },
        ]}
      />
      <QuotesSection email={member.email} />
      <Section
        title="Fakturaer"
        rows={area.invoices}
        empty="Ingen fakturaer"
        columns={[
          {
            title: 'Faktura',
            key: 'number',
            render: (_, i) => (
              <Link to={`/invoices/${i.id}`}>
                {i.invoiceNumber}
                {i.kind === 'credit_note' ? ' (kreditnota)' : ''}
              </Link>
            ),
          },
          { title: 'Ordre', dataIndex: 'orderNumber' },
          { title: 'Forfall', key: 'due', render: (_, i) => day(i.dueDate) },
          { title: 'Status', key: 'status', render: (_, i) => <StatusViewTag view={invoiceTag(i.status)} /> },
          { title: 'Beløp', key: 'amount', align: 'right', render: (_, i) => formatNok(i.amount) },
        ]}
      />
      <Section
        title="Design"
        rows={area.designs}
        empty="Ingen design"
        columns={[
          { title: 'Navn', key: 'name', render: (_, d) => <Link to={`/designs/${d.id}`}>{d.name}</Link> },
          { title: 'Opprettet', key: 'date', render: (_, d) => day(d.createdAt) },
          { title: 'Status', key: 'status', render: (_, d) => <StatusViewTag view={designTag(d.status)} /> },
        ]}
      />
      <Section
        title="Grupper"
        rows={groups}
        empty="Ingen grupper"
        columns={[
          { title: 'Gruppe', key: 'name', render: (_, g) => <Link to={`/groups/${g.id}`}>{g.name}</Link> },
          { title: 'Rolle', dataIndex: 'role' },
          { title: 'Status', key: 'status', render: (_, g) => <StatusViewTag view={groupTag(g.status)} /> },
        ]}
      />
      <Section
        title="Meldinger"
        rows={area.messageThreads}
        empty="Ingen meldinger"
        columns={[
          { title: 'Emne', key: 'subject', render: (_, t) => <Link to={`/messages/${t.id}`}>{t.subject}</Link> },
          { title: 'Siste aktivitet', key: 'last', render: (_, t) => day(t.lastMessageAt) },
          { title: 'Status', key: 'status', render: (_, t) => <StatusViewTag view={threadTag(t.status)} /> },
        ]}
      />
    </DetailSections>
  );
}
