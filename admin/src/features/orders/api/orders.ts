import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchHistory } from '@/components/record-history';
import { graphql } from '@/gql';
import type { OrdersListQueryVariables } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

const OrdersListDocument = graphql(`
  query OrdersList($filter: StaffOrderFilter, $sort: String, $offset: Int, $limit: Int) {
    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        orderNumber
        customerEmail
        customerName
        createdAt
        itemCount
        totalAmount
        status
        invoiceStatus
        invoiceCount
        shipmentStatus
      }
    }
  }
`);

export interface OrdersFilter {
  search?: string;
  status?: string;
  invoiceStatus?: string;
  shipmentStatus?: string;
  /** ProTable's sort: field → ascend/descend. */
  sort?: Record<string, 'ascend' | 'descend' | null>;
  page: number;
  pageSize: number;
}

const SORT_FIELDS = new Set(['createdAt', 'totalAmount', 'orderNumber']);

export function toOrdersVariables(filter: OrdersFilter): OrdersListQueryVariables {
  const [field, direction] = Object.entries(filter.sort ?? {}).find(([, d]) => d) ?? [];
  return {
    filter: {
      search: searchTerm(filter.search),
      status: filter.status || null,
      invoiceStatus: filter.invoiceStatus || null,
      shipmentStatus: filter.shipmentStatus || null,
    },
    sort: field && SORT_FIELDS.has(field) ? `${direction === 'descend' ? '-' : ''}${field}` : null,
    ...pageWindow(filter.page, filter.pageSize),
  };
}

/** One page of orders; always from the server (the list is a work queue). */
export function useFetchOrders() {
  const client = useApolloClient();
  return useCallback(
    async (filter: OrdersFilter) => {
      const { data } = await client.query({
        query: OrdersListDocument,
        variables: toOrdersVariables(filter),
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.orders;
    },
    [client],
  );
}

export const OrderDetailFields = graphql(`
  fragment OrderDetailFields on StaffOrder {
    id
    orderNumber
    status
    statusLabel
    createdAt
    updatedAt
    totalAmount
    customerEmail
    customerName
    shippingAddress
    customerNote
    cancelReason
    quoteId
    groupId
    itemCount
    isCustom
    designApproved
    paid
    paymentBlock
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
      notes
    }
    printNames
    shipments {
      id
      carrier
      carrierLabel
      trackingNumber
      trackingUrl
      status
      statusLabel
      shippedAt
      deliveredAt
      estimatedDelivery
      createdAt
      canMarkShipped
      canMarkDelivered
    }
    invoices {
      id
      invoiceNumber
      memberEmail
      amount
      status
      statusLabel
      dueDate
      paidDate
    }
    notes {
      id
      body
      staffUsername
      createdAt
    }
    nextStatuses {
      status
      label
      reasonRequired
      override
    }
  }
`);

const OrderDetailDocument = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderDetailFields
    }
  }
`);

export function useOrder(id: string) {
  return useQuery(OrderDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
}

const SetOrderStatusDocument = graphql(`
  mutation SetOrderStatus($input: SetOrderStatusInput!) {
    setOrderStatus(input: $input) {
      ...OrderDetailFields
    }
  }
`);

const RegisterShipmentDocument = graphql(`
  mutation RegisterShipment($input: RegisterShipmentInput!) {
    registerShipment(input: $input) {
      ...OrderDetailFields
    }
  }
`);

const MarkShipmentDocument = graphql(`
  mutation MarkShipment($input: MarkShipmentInput!) {
    markShipment(input: $input) {
      ...OrderDetailFields
    }
  }
`);

const AddOrderNoteDocument = graphql(`
  mutation AddOrderNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      ...OrderDetailFields
    }
  }
`);

// Each step returns the order (OrderDetailFields): the page updates from the cache; only the Historikk is read again.
export const useSetOrderStatus = () => useMutation(SetOrderStatusDocument, refetchHistory);
export const useRegisterShipment = () => useMutation(RegisterShipmentDocument, refetchHistory);
export const useMarkShipment = () => useMutation(MarkShipmentDocument, refetchHistory);
export const useAddOrderNote = () => useMutation(AddOrderNoteDocument, refetchHistory);
