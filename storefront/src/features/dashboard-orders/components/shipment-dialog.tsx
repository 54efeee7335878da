import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { shipmentStatusView } from '@/features/dashboard-orders/utils/order-display';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { Fact } from '@/components/ui/fact';
import styles from '@/styles/dashboard-lists.module.css';

export const ShipmentDialog_CustomerOrderFragment = graphql(`
  fragment ShipmentDialog_CustomerOrder on CustomerOrder {
    id
    orderNumber
    shipments {
      id
      carrier
      trackingNumber
      trackingUrl
      status
      shippedAt
      deliveredAt
      estimatedDelivery
    }
  }
`);

/** 'Spor forsendelse': carrier, tracking number and link, status and estimated delivery of each parcel. */
export function ShipmentDialog({
  order: orderRef,
  onClose,
}: {
  order: FragmentType<typeof ShipmentDialog_CustomerOrderFragment>;
  onClose: () => void;
}) {
  const order = getFragmentData(ShipmentDialog_CustomerOrderFragment, orderRef);
  return (
    <Dialog title="Spor forsendelse" description={`Ordre ${order.orderNumber}`} onClose={onClose}>
      {order.shipments.length === 0 ? (
        <p>Ordren er ikke sendt ennå. Når pakken er på vei, finner du sporingsnummeret her.</p>
      ) : (
        <ul className={styles.plainList}>
          {order.shipments.map((shipment) => {
            const status = shipmentStatusView(shipment.status);
            return (
              <li key={shipment.id} className={styles.shipment}>
                <dl className={styles.facts}>
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                    </dd>
                  </div>
                  <Fact term="Transportør">{shipment.carrier ?? 'Ikke valgt ennå'}</Fact>
                  <Fact term="Sporingsnummer">{shipment.trackingNumber ?? 'Kommer når pakken er sendt'}</Fact>
                  {shipment.shippedAt ? <Fact term="Sendt">{formatDateNb(shipment.shippedAt)}</Fact> : null}
                  {shipment.deliveredAt ? (
                    <Fact term="Levert">{formatDateNb(shipment.deliveredAt)}</Fact>
                  ) : shipment.estimatedDelivery ? (
                    <Fact term="Forventet levering">{formatDateNb(shipment.estimatedDelivery)}</Fact>
                  ) : null}
                </dl>
                {shipment.trackingUrl ? (
                  <a
                    className={`btn btn-primary ${styles.small}`}
                    href={shipment.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Spor pakken hos {shipment.carrier ?? 'transportøren'}
                    <span className="visually-hidden"> (åpnes i ny fane)</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
