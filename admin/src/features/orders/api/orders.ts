import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';

/** The console order list: one page on the one list protocol (use-list-request.ts). */
export const OrdersListDocument = graphql(`
  query OrdersList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...OrdersTable_Order
      }
    }
  }
`);

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
