import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';

/** The totals under a quote's lines (QuoteTotalsSummary): the saved quote's and the form's live preview. */
export const QuoteTotalsFieldsFragment = graphql(`
  fragment QuoteTotalsFields on QuoteTotalsView {
    pieces
    total
    discountLabel
    discountReason
    setAsideLabel
    shippingLabel
    rows {
      key
      label
      amount
      note
    }
  }
`);

export const QuoteDetailFieldsFragment = graphql(`
  fragment QuoteDetailFields on Quote {
    id
    quoteNumber
    version
    customerEmail
    customerName
    isMember
    status
    statusLabel
    contactId
    groupId
    groupName
    discount {
      kind
      reading
      percent
    }
    couponCode
    validUntil
    customerNote
    sentAt
    answeredAt
    declineReason
    orderId
    orderNumber
    previousVersionId
    replacedById
    lines {
      id
      productId
      productName
      description
      size
      color
      quantity
      unitPrice
      subtotal
      designId
      designName
      printName
    }
    totals {
      ...QuoteTotalsFields
    }
    canEdit
    canSend
    canNewVersion
    createdAt
    updatedAt
  }
`);

const QuoteDocument = graphql(`
  query Quote($id: ID!) {
    quote(id: $id) {
      ...QuoteDetailFields
    }
  }
`);

/** One quote with its lines and totals. */
export function useQuote(id: string) {
  return useQuery(QuoteDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

const SendQuoteDocument = graphql(`
  mutation SendQuote($id: ID!) {
    sendQuote(id: $id) {
      ...QuoteDetailFields
    }
  }
`);

const NewQuoteVersionDocument = graphql(`
  mutation NewQuoteVersion($id: ID!) {
    newQuoteVersion(id: $id) {
      ...QuoteDetailFields
    }
  }
`);

/** `Send tilbud`: the draft is mailed and becomes 'Sendt'. */
export function useSendQuote() {
  return useMutation(SendQuoteDocument, refetchHistory);
}

/** `Ny versjon`: a sent quote is copied into a new draft (version + 1). */
export function useNewQuoteVersion() {
  return useMutation(NewQuoteVersionDocument);
}
