import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '@/gql';
import type { OrdersTabAreaFragment } from '@/gql/graphql';

/**
 * Everything the orders tab shows. The dashboard page spreads this fragment into its one query, so the tab reads
 * it from the cache without a request of its own.
 */
export const OrdersTabAreaFragmentDoc = graphql(`
  fragment OrdersTabArea on CustomerArea {
    email
    orders {
      id
      orderNumber
      status
      createdAt
      totalAmount
      currency
      itemCount
      notes
      shippingAddress
      items {
        id
        name
        variant
        size
        color
        quantity
        unitPrice
        designId
        designName
      }
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
    invoices {
      id
      orderId
      orderNumber
      invoiceNumber
      amount
      taxAmount
      status
      dueDate
      paidDate
      createdAt
    }
    returns {
      id
      orderId
      orderNumber
      orderItemId
      reason
      description
      status
      requestedAt
    }
    coupons {
      id
      code
      title
      description
      type
      value
      minOrderAmount
      validUntil
      isActive
      isUsed
      usedAt
    }
  }
`);

export const OrdersTabQuery = graphql(`
  query OrdersTab {
    customerArea {
      email
      ...OrdersTabArea
    }
  }
`);

export type OrdersArea = OrdersTabAreaFragment;
export type CustomerOrder = OrdersArea['orders'][number];
export type CustomerOrderItem = CustomerOrder['items'][number];
export type CustomerShipment = CustomerOrder['shipments'][number];
export type CustomerInvoice = OrdersArea['invoices'][number];
export type CustomerReturn = OrdersArea['returns'][number];
export type CustomerCoupon = OrdersArea['coupons'][number];

/** The signed-in customer's orders, invoices, returns and coupons (from the cache after the dashboard loaded). */
export function useOrdersArea() {
  const { data, loading, error, refetch } = useQuery(OrdersTabQuery);
  const area = data?.customerArea ? getFragmentData(OrdersTabAreaFragmentDoc, data.customerArea) : null;
  return { area, loading, error, refetch };
}
