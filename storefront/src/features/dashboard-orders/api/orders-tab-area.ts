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
      ...OrderCard_CustomerOrder
      ...OrderDetailsDialog_CustomerOrder
      ...ShipmentDialog_CustomerOrder
      ...ReturnDialog_CustomerOrder
      ...ReturnsList_CustomerOrder
    }
    invoices {
      id
      orderId
      kind
      ...OrderCard_CustomerInvoice
      ...InvoicesDialog_CustomerInvoice
    }
    returns {
      id
      orderId
      ...ReturnDialog_CustomerReturn
      ...ReturnsList_CustomerReturn
    }
    coupons {
      id
      isUsed
      ...CouponsDialog_CustomerCoupon
    }
    quotes {
      id
      ...QuotesSection_Quote
      ...QuoteDialog_Quote
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
/** An order of the tab's list: what the tab itself reads, and the fragments of its card and dialogs. */
export type ListedOrder = OrdersArea['orders'][number];

/** The signed-in customer's orders, quotes, invoices, returns and coupons (from the cache after the dashboard loaded). */
export function useOrdersArea() {
  const { data, loading, error, refetch } = useQuery(OrdersTabQuery);
  const area = data?.customerArea ? getFragmentData(OrdersTabAreaFragmentDoc, data.customerArea) : null;
  return { area, loading, error, refetch };
}
