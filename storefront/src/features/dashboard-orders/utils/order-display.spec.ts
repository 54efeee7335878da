import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TONES } from '@russ/schema/orders/order-status';
import { orderStatusView, shipmentStatusView } from './order-display';

describe('order status views', () => {
  it('labels an order status with its tone and icon, and an unknown one as it is', () => {
    expect(orderStatusView('shipped')).toEqual({ label: 'Sendt', tone: ORDER_STATUS_TONES.shipped, icon: 'truck' });
    expect(orderStatusView('processing').label).toBe('Under behandling');
    expect(orderStatusView('odd')).toEqual({ label: 'odd', tone: 'neutral', icon: 'clock' });
  });

  it('shows an unknown shipment status as it is', () => {
    expect(shipmentStatusView('odd')).toEqual({ label: 'odd', tone: 'neutral' });
  });
});
