import { useApolloClient } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StatusViewTag } from '@/components/status-tag';
import { OrderInvoiceActions } from '@/features/invoices/components/order-invoice-actions';
import { OrderDetailFields, useOrder } from '@/features/orders/api/orders';
import { OrderActions, OrderDetail } from '@/features/orders/components/order-detail';
import { orderStatusTag } from '@/features/orders/order-labels';
import { getFragmentData } from '@/gql';

/**
 * /admin/orders/:id. Actions of other features that belong on an order ('Lag faktura' from the invoices feature)
 * are composed here, since features never import each other.
 */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  const client = useApolloClient();
  const { data, loading, error } = useOrder(id);
  const order = data ? getFragmentData(OrderDetailFields, data.order) : null;
  return (
    <DetailPage
      title={order ? `Ordre ${order.orderNumber}` : 'Ordre'}
      documentTitle="Ordre"
      list={{ to: '/orders', title: 'Ordrer' }}
      crumb={order?.orderNumber ?? '…'}
      tags={order ? <StatusViewTag view={orderStatusTag(order.status)} /> : undefined}
      extra={
        order ? (
          <OrderActions order={order}>
            <OrderInvoiceActions
              orderNumber={order.orderNumber}
              isGroupOrder={order.groupId != null}
              invoiced={order.invoices.some((invoice) => Number(invoice.amount) > 0)}
              cancelled={order.status === 'cancelled'}
              // An invoice is no order result: the order (its invoices) and its Historikk are read again.
              onIssued={() => void client.refetchQueries({ include: ['OrderDetail', 'RecordHistory'] })}
            />
          </OrderActions>
        ) : undefined
      }
      loading={loading}
      error={error}
      ready={!!order}
      notFound={{ title: 'Fant ikke ordren', link: 'Tilbake til ordrene' }}
      loadFailed="Kunne ikke hente ordren. Prøv igjen."
      history={order ? { entityType: 'order', entityId: order.id } : undefined}
    >
      {order ? <OrderDetail order={order} /> : null}
    </DetailPage>
  );
}
