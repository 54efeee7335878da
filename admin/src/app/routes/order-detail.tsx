import { useParams } from 'react-router-dom';
import { OrderInvoiceActions } from '@/features/invoices/components/order-invoice-actions';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /admin/orders/:id. Actions of other features that belong on an order ('Lag faktura' from the invoices feature)
 * are composed here through `extraActions`, since features never import each other.
 */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  usePageTitle('Ordre');
  return (
    <OrderDetail
      id={id}
      extraActions={(order, refresh) => (
        <OrderInvoiceActions
          orderNumber={order.orderNumber}
          isGroupOrder={order.groupId != null}
          invoiced={order.invoices.some((invoice) => Number(invoice.amount) > 0)}
          cancelled={order.status === 'cancelled'}
          onIssued={refresh}
        />
      )}
    />
  );
}
