import { useParams } from 'react-router-dom';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /admin/orders/:id. Actions of other features that belong on an order (e.g. 'Lag faktura' from the invoices
 * feature) are composed here through `extraActions`, since features never import each other.
 */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  usePageTitle('Ordre');
  return <OrderDetail id={id} extraActions={() => null} />;
}
