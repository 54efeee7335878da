import { colourLabel } from '@russ/schema/catalog/colours';
import { ProCard, ProDescriptions } from '@ant-design/pro-components';
import { formatNok } from '@russ/schema/common/money';
import { Alert, App, Button, Empty, List, Space, Table, Typography } from 'antd';
import { StatusViewTag } from '@/components/status-tag';
import { useState, type ReactNode } from 'react';
import type { OrderDetailFieldsFragment } from '@/gql/graphql';
import { formatDate, formatDateTime } from '@russ/schema/common/dates';
import { ORDER_REASON_MAX_LENGTH } from '@russ/schema/orders/order-transitions';
import { graphQLFailureOf, inputRefusalOf } from '@/lib/graphql-errors';
import { useMarkShipment } from '@/features/orders/api/orders';
import { invoiceStatusTag, orderStatusTag, shipmentStatusTag } from '@/features/orders/order-labels';
import { NoteDialog } from './note-dialog';
import { ShipmentDialog } from './shipment-dialog';
import { StatusDialog, overrideNotice } from './status-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { Confirm } from '@/components/confirm';

export type StaffOrderDetail = OrderDetailFieldsFragment;

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nei');

/**
 * The order's actions (admin §3): 'Endre status', 'Registrer forsendelse', 'Intern notat', and beside them the
 * actions of other features the route composes (`children`, e.g. 'Lag faktura'), since features never import
 * each other. Each returns the order, so the page updates from the cache.
 */
export function OrderActions({ order, children }: { order: StaffOrderDetail; children?: ReactNode }) {
  return (
    <Space wrap>
      <StatusDialog order={order} />
      <ShipmentDialog order={order} />
      <NoteDialog order={order} />
      {children}
    </Space>
  );
}

/** One order (admin §3): facts, lines, shipments, invoices and internal notes. */
export function OrderDetail({ order }: { order: StaffOrderDetail }) {
  const status = orderStatusTag(order.status);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {order.paymentBlock ? <Alert type="warning" showIcon message={order.paymentBlock} /> : null}
      {order.cancelReason ? (
        <Alert type="error" showIcon message="Kansellert" description={`Begrunnelse: ${order.cancelReason}`} />
      ) : null}
      <ProCard title="Ordre" bordered>
        <ProDescriptions column={{ xs: 1, sm: 2, lg: 3 }} dataSource={order}>
          <ProDescriptions.Item label="Ordrenummer">{order.orderNumber}</ProDescriptions.Item>
          <ProDescriptions.Item label="Kunde">
            <div>
              {order.customerName ? <div>{order.customerName}</div> : null}
              <Typography.Link href={`mailto:${order.customerEmail}`}>{order.customerEmail}</Typography.Link>
            </div>
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Dato">{formatDate(order.createdAt)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Antall varer">{order.itemCount}</ProDescriptions.Item>
          <ProDescriptions.Item label="Beløp">{formatNok(order.totalAmount)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Status">
            <StatusViewTag view={status} />
          </ProDescriptions.Item>
          <ProDescriptions.Item label="Betalt">{yesNo(order.paid)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Tilpassede varer">{yesNo(order.isCustom)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Design godkjent">{yesNo(order.designApproved)}</ProDescriptions.Item>
          <ProDescriptions.Item label="Leveringsadresse">{order.shippingAddress ?? '–'}</ProDescriptions.Item>
          <ProDescriptions.Item label="Kundens merknad">{order.customerNote ?? '–'}</ProDescriptions.Item>
        </ProDescriptions>
      </ProCard>

      <ProCard title="Varer" bordered>
        <Table
          rowKey={(line, index) => String(line.id ?? `json-${index}`)}
          dataSource={order.items.map((item, index) => ({ ...item, printName: order.printNames[index] ?? null }))}
          pagination={false}
          size="small"
          scroll={{ x: 800 }}
          columns={[
            { title: 'Produkt', dataIndex: 'name' },
            { title: 'Størrelse', dataIndex: 'size', render: (v: string | null) => v ?? '–' },
            { title: 'Farge', dataIndex: 'color', render: (v: string | null) => (v ? colourLabel(v) : '–') },
            { title: 'Antall', dataIndex: 'quantity', align: 'right' },
            {
              title: 'Enhetspris',
              dataIndex: 'unitPrice',
              align: 'right',
              render: (v: string | null) => (v ? formatNok(v) : '–'),
            },
            { title: 'Design', dataIndex: 'designName', render: (v: string | null) => v ?? '–' },
            { title: 'Trykknavn', dataIndex: 'printName', render: (v: string | null) => v ?? '–' },
            { title: 'Merknad', dataIndex: 'notes', render: (v: string | null) => v ?? '–' },
          ]}
        />
      </ProCard>

      <ProCard title="Forsendelser" bordered>
        <Shipments order={order} />
      </ProCard>

      <ProCard title="Fakturaer" bordered>
        {order.invoices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ingen fakturaer ennå" />
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={order.invoices}
            columns={[
              { title: 'Fakturanummer', dataIndex: 'invoiceNumber' },
              { title: 'Mottaker', dataIndex: 'memberEmail' },
              { title: 'Beløp', dataIndex: 'amount', align: 'right', render: (v: string) => formatNok(v) },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (v: string) => {
                  const tag = invoiceStatusTag(v);
                  return <StatusViewTag view={tag} />;
                },
              },
              { title: 'Forfall', dataIndex: 'dueDate', render: (v: string) => formatDate(v) },
              { title: 'Betalt', dataIndex: 'paidDate', render: (v: string | null) => (v ? formatDate(v) : '–') },
            ]}
          />
        )}
      </ProCard>

      <ProCard title="Interne notater" bordered>
        {order.notes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ingen interne notater" />
        ) : (
          <List
            data-testid="order-notes"
            dataSource={order.notes}
            renderItem={(note) => (
              <List.Item key={note.id}>
                <List.Item.Meta
                  title={<span style={{ whiteSpace: 'pre-wrap' }}>{note.body}</span>}
                  description={`${note.staffUsername} · ${formatDateTime(note.createdAt)}`}
                />
              </List.Item>
            )}
          />
        )}
      </ProCard>
    </Space>
  );
}

/** The order's shipments with 'Marker som sendt' and 'Marker som levert'. */
function Shipments({ order }: { order: StaffOrderDetail }) {
  const { message } = App.useApp();
  const [mark, { loading }] = useMarkShipment();
  // The shipment whose 'Marker som sendt' waits for a 'Begrunnelse' (the order's move to shipped overrides a rule).
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  if (order.shipments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ingen forsendelser registrert" />;
  }
  const shipMove = order.nextStatuses.find((next) => next.status === 'shipped');
  const done = (status: 'shipped' | 'delivered') =>
    message.success(status === 'shipped' ? 'Forsendelsen er markert som sendt' : 'Forsendelsen er markert som levert');
  const run = async (shipmentId: string, status: 'shipped' | 'delivered') => {
    try {
      await mark({ variables: { input: { shipmentId, status } } });
      done(status);
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };
  const shipWithReason = async (reason: string, refuse: (text: string) => void) => {
    try {
      await mark({ variables: { input: { shipmentId: reasonFor!, status: 'shipped', reason } } });
      done('shipped');
      return true;
    } catch (error) {
      const refusal = inputRefusalOf(error);
      if (refusal) refuse(refusal);
      else message.error(graphQLFailureOf(error).message);
      return false;
    }
  };
  return (
    <>
      <ReasonDialog
        title="Marker som sendt"
        okText="Marker som sendt"
        danger={false}
        open={reasonFor !== null}
        busy={loading}
        onClose={() => setReasonFor(null)}
        onSubmit={shipWithReason}
        extra={shipMove?.override ? overrideNotice(shipMove.override) : undefined}
        placeholder="Hvorfor regelen overstyres"
        max={ORDER_REASON_MAX_LENGTH}
        messages={{ required: 'Skriv en begrunnelse' }}
      />
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.shipments}
        scroll={{ x: 900 }}
        columns={[
          { title: 'Transportør', dataIndex: 'carrierLabel', render: (v: string | null) => v ?? '–' },
          {
            title: 'Sporingsnummer',
            dataIndex: 'trackingNumber',
            render: (_: unknown, row) =>
              row.trackingUrl ? (
                <Typography.Link href={row.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {row.trackingNumber}
                </Typography.Link>
              ) : (
                (row.trackingNumber ?? '–')
              ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (v: string) => {
              const tag = shipmentStatusTag(v);
              return <StatusViewTag view={tag} />;
            },
          },
          {
            title: 'Forventet levering',
            dataIndex: 'estimatedDelivery',
            render: (v: string | null) => (v ? formatDate(v) : '–'),
          },
          { title: 'Sendt', dataIndex: 'shippedAt', render: (v: string | null) => (v ? formatDate(v) : '–') },
          { title: 'Levert', dataIndex: 'deliveredAt', render: (v: string | null) => (v ? formatDate(v) : '–') },
          {
            title: 'Handlinger',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                {row.canMarkShipped && shipMove?.reasonRequired ? (
                  <Button size="small" loading={loading} onClick={() => setReasonFor(row.id)}>
                    Marker som sendt
                  </Button>
                ) : row.canMarkShipped ? (
                  <Confirm
                    description="Kunden får e-post med sporingsnummeret."
                    onConfirm={() => run(row.id, 'shipped')}
                  >
                    <Button size="small" loading={loading}>
                      Marker som sendt
                    </Button>
                  </Confirm>
                ) : null}
                {row.canMarkDelivered ? (
                  <Confirm onConfirm={() => run(row.id, 'delivered')}>
                    <Button size="small" loading={loading}>
                      Marker som levert
                    </Button>
                  </Confirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
