import { ModalForm, ProCard, ProDescriptions, ProFormDatePicker } from '@ant-design/pro-components';
import { formatMaxMembers } from '@russ/schema/groups/group-status';
import { formatNok } from '@russ/schema/common/money';
import { App, Button, Empty, Form, Space, Table, Tag, Typography } from 'antd';
import { StatusViewTag } from '@/components/status-tag';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '@/gql';
import type {
  GroupRecordLinkFieldsFragment as RecordLink,
  StaffGroupDetailFieldsFragment as StaffGroupDetail,
} from '@/gql/graphql';
import { formatDate, formatDateTime } from '@russ/schema/common/dates';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { GroupRecordLinkFragment, useGroupActions } from '@/features/groups/api/groups';
import { groupStatusTag, memberStatusTag } from '@/features/groups/group-labels';
import { SizeMatrixTable } from './size-matrix-table';
import { Confirm } from '@/components/confirm';

/** The picked day as the API takes it (YYYY-MM-DD, until the end of that day); the picker shows dd.mm.åååå. */
function apiDay(value: Dayjs | string | null | undefined): string {
  if (!value) return '';
  if (dayjs.isDayjs(value)) return value.format('YYYY-MM-DD');
  const norwegian = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return norwegian ? `${norwegian[3]}-${norwegian[2]}-${norwegian[1]}` : value;
}

/**
 * The group's actions as its state allows them (admin §7): `Forleng frist`, `Send påminnelse`, `Arkiver` for a
 * viewer who may manage groups (`canManage`), `Send betalingspåminnelse` while a member has not paid their invoice
 * for a viewer who may record payments (`canRemindToPay`), and beside them the actions of other features the route composes
 * (`children`, e.g. `Lag tilbud fra gruppen`). Each answers the group page, which updates from the cache.
 */
export function GroupActions({
  detail,
  canManage,
  canRemindToPay,
  children,
}: {
  detail: StaffGroupDetail;
  canManage: boolean;
  /** The viewer may record payments and remind of them (invoices.issue). */
  canRemindToPay: boolean;
  children?: ReactNode;
}) {
  const { message } = App.useApp();
  const actions = useGroupActions();
  const [deadlineForm] = Form.useForm<{ deadline?: Dayjs | string | null }>();
  const { group } = detail;
  const done = (text: string) => message.success(text);
  const fail = (caught: unknown) => message.error(graphQLFailureOf(caught).message);
  /** A reminder to some of the members, asked 'Er du sikker?' first; `send` answers how many were reminded. */
  const reminderButton = (label: string, description: string, reminder: string, send: () => Promise<number>) => (
    <Confirm
      description={description}
      onConfirm={async () => {
        try {
          const count = await send();
          done(`${reminder} er sendt til ${count} ${count === 1 ? 'medlem' : 'medlemmer'}.`);
        } catch (caught) {
          fail(caught);
        }
      }}
    >
      <Button loading={actions.busy}>{label}</Button>
    </Confirm>
  );

  return (
    <Space wrap>
      {canManage && detail.actions.canExtendDeadline ? (
        <ModalForm<{ deadline?: Dayjs | string | null }>
          title={`Forleng frist for ${group.name}`}
          form={deadlineForm}
          trigger={<Button type="primary">Forleng frist</Button>}
          modalProps={{ destroyOnHidden: true }}
          dateFormatter={false}
          submitter={{ searchConfig: { submitText: 'Lagre', resetText: 'Avbryt' } }}
          onFinish={async (values) => {
            try {
              await actions.extend(group.id, apiDay(values.deadline));
              done('Fristen er forlenget, og medlemmene har fått e-post.');
              return true;
            } catch (caught) {
              const refusal = graphQLFailureOf(caught);
              if (refusal.fieldErrors.deadline)
                deadlineForm.setFields([{ name: 'deadline', errors: [refusal.fieldErrors.deadline] }]);
              else message.error(refusal.message);
              return false;
            }
          }}
        >
          <Typography.Paragraph>
            Nåværende frist: {group.deadline ? formatDateTime(group.deadline) : 'ingen'}. Medlemmene får e-post om den
            nye fristen og kan sende inn størrelser frem til den.
          </Typography.Paragraph>
          <ProFormDatePicker
            name="deadline"
            label="Ny frist"
            fieldProps={{
              format: 'DD.MM.YYYY',
              disabledDate: (day: Dayjs) => day.isBefore(dayjs(), 'day'),
            }}
            rules={[{ required: true, message: 'Velg en ny frist' }]}
          />
        </ModalForm>
      ) : null}
      {canManage && detail.actions.canSendReminder
        ? reminderButton(
            'Send påminnelse',
            'Alle aksepterte medlemmer som ikke har sendt inn størrelser, får en påminnelse på e-post.',
            'Påminnelsen',
            () => actions.remind(group.id),
          )
        : null}
      {canRemindToPay && detail.actions.canSendPaymentReminder
        ? reminderButton(
            'Send betalingspåminnelse',
            'Medlemmene som ikke har betalt fakturaen sin for gruppens ordre, får en betalingspåminnelse på e-post med KID, restbeløp og forfallsdato.',
            'Betalingspåminnelsen',
            () => actions.remindToPay(group.id),
          )
        : null}
      {canManage && detail.actions.canArchive ? (
        <Confirm
          description="Gruppen arkiveres: ingen kan bli med eller sende inn størrelser etterpå."
          onConfirm={async () => {
            try {
              await actions.archive(group.id);
              done('Gruppen er arkivert.');
            } catch (caught) {
              fail(caught);
            }
          }}
        >
          <Button danger loading={actions.busy}>
            Arkiver
          </Button>
        </Confirm>
      ) : null}
      {children}
    </Space>
  );
}

/**
 * One group (admin §7): facts, members with status, the size matrix and its CSV, and the group's designs, quotes
 * and orders.
 */
export function GroupDetail({ detail }: { detail: StaffGroupDetail }) {
  const { group } = detail;
  const status = groupStatusTag(group.status);
  // 'Betalt' only once an invoice is addressed to a member (a group order invoiced per member).
  const invoicedPerMember = group.members.some((member) => member.paid != null);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProCard title="Gruppe" bordered>
        <ProDescriptions column={{ xs: 1, sm: 2, lg: 3 }}>
          <ProDescriptions.Item label="Skole">{group.school ?? '–'}</ProDescriptions.Item>
          <ProDescriptions.Item label="Avgangsår">{group.graduationYear ?? '–'}</ProDescriptions.Item>
          <ProDescriptions.Item label="Koordinator">
            <div>
              {group.coordinatorName ? <div>{group.coordinatorName}</div> : null}
              <Typography.Link href={`mailto:${group.coordinatorEmail}`}>{group.coordinatorEmail}</Typography.Link>
            </div>
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Frist">
            {group.deadline ? formatDateTime(group.deadline) : '–'}
            {group.submissionsLocked && group.status !== 'archived' ? (
              <Tag color="red" style={{ marginInlineStart: 8 }}>
                Utløpt
              </Tag>
            ) : null}
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Status">
            <StatusViewTag view={status} />
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Invitasjonskode">
            <Typography.Text code>{group.inviteCode ?? '–'}</Typography.Text>
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Medlemmer (akseptert / invitert)">
            {group.memberCount} / {group.invitedCount}
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Maks medlemmer">{formatMaxMembers(group.maxMembers)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Innsendinger">{group.submissionCount}</ProDescriptions.Item>
          <ProDescriptions.Item label="Opprettet">{formatDate(group.createdAt)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Sendt til butikken">
            {group.quoteRequestedAt ? formatDateTime(group.quoteRequestedAt) : '–'}
          </ProDescriptions.Item>
          {group.description ? (
            <ProDescriptions.Item label="Beskrivelse" span={3}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {group.description}
              </Typography.Paragraph>
            </ProDescriptions.Item>
          ) : null}
        </ProDescriptions>
      </ProCard>

      <ProCard title="Medlemmer" bordered>
        <Table
          aria-label="Medlemmer"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={group.members}
          locale={{ emptyText: 'Ingen medlemmer ennå' }}
          scroll={{ x: 700 }}
          columns={[
            {
              title: 'Navn',
              key: 'name',
              render: (_, m) => (m.firstName ? `${m.firstName} ${m.lastName ?? ''}`.trim() : '–'),
            },
            { title: 'E-post', dataIndex: 'email' },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (value: string) => {
                const tag = memberStatusTag(value);
                return <StatusViewTag view={tag} />;
              },
            },
            {
              title: 'Størrelser',
              dataIndex: 'hasSubmitted',
              render: (value: boolean, m) =>
                value ? (
                  <Tag color="green">Sendt inn</Tag>
                ) : m.status === 'accepted' ? (
                  <Tag color="gold">Mangler</Tag>
                ) : (
                  '–'
                ),
            },
            ...(invoicedPerMember
              ? [
                  {
                    title: 'Betalt',
                    dataIndex: 'paid',
                    render: (value: boolean | null) =>
                      value == null ? '–' : value ? <Tag color="green">Ja</Tag> : <Tag color="red">Nei</Tag>,
                  },
                ]
              : []),
            { title: 'Invitert', dataIndex: 'invitedAt', render: (value: string) => formatDate(value) },
            {
              title: 'Ble med',
              dataIndex: 'joinedAt',
              render: (value: string | null) => (value ? formatDate(value) : '–'),
            },
          ]}
        />
      </ProCard>

      <ProCard
        title="Størrelsesmatrise"
        bordered
        extra={
          <Button href={`/api/customer/groups/${group.id}/sizes.csv`} download>
            Last ned CSV
          </Button>
        }
      >
        <SizeMatrixTable matrix={group.matrix} />
      </ProCard>

      <ProCard title="Design" bordered>
        <RecordLinks records={detail.designs} path="designs" empty="Ingen design" />
      </ProCard>
      <ProCard title="Tilbud" bordered>
        <RecordLinks records={detail.quotes} path="quotes" empty="Ingen tilbud" />
      </ProCard>
      <ProCard title="Ordrer" bordered>
        <RecordLinks records={detail.orders} path="orders" empty="Ingen ordrer" />
      </ProCard>
    </Space>
  );
}

/** The group's designs, quotes or orders, each linking to its own page in the console. */
function RecordLinks({
  records,
  path,
  empty,
}: {
  records: StaffGroupDetail['designs'];
  path: 'designs' | 'quotes' | 'orders';
  empty: string;
}) {
  const rows = getFragmentData(GroupRecordLinkFragment, records) as readonly RecordLink[];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Table<RecordLink>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title: 'Navn', dataIndex: 'title', render: (_, r) => <Link to={`/${path}/${r.id}`}>{r.title}</Link> },
        { title: 'Kunde', dataIndex: 'email' },
        { title: 'Status', dataIndex: 'statusLabel', render: (value: string) => <Tag>{value}</Tag> },
        ...(path === 'designs'
          ? []
          : [
              {
                title: 'Beløp',
                dataIndex: 'amount',
                align: 'right' as const,
                render: (value: string | null) => (value ? formatNok(value) : '–'),
              },
            ]),
        { title: 'Dato', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
      ]}
    />
  );
}
