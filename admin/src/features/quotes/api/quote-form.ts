import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { QuoteInputValue } from '@/features/quotes/quote-form-values';

const QuoteProductsDocument = graphql(`
  query QuoteProducts {
    quoteProducts {
      id
      name
      fromPrice
    }
  }
`);

/** The catalogue for the 'Produkt' select. */
export function useQuoteProducts() {
  return useQuery(QuoteProductsDocument, { fetchPolicy: 'cache-first' });
}

const CustomerDesignsDocument = graphql(`
  query CustomerDesignsForQuote($email: String!) {
    customerDesignsForQuote(email: $email) {
      id
      name
    }
  }
`);

/** The customer's designs for the 'Design' select; skipped until the e-mail is a valid address. */
export function useCustomerDesigns(email: string | null) {
  return useQuery(CustomerDesignsDocument, {
    variables: { email: email ?? '' },
    skip: !email,
    fetchPolicy: 'cache-first',
  });
}

const QuotePrefillFieldsFragment = graphql(`
  fragment QuotePrefillFields on QuotePrefill {
    customerEmail
    customerName
    contactId
    groupId
    groupName
    message
    lines {
      productId
      productName
      description
      size
      color
      quantity
      unitPrice
      designId
      printName
    }
  }
`);

const PrefillFromContactDocument = graphql(`
  query QuotePrefillFromContact($contactId: Int!) {
    quotePrefillFromContact(contactId: $contactId) {
      ...QuotePrefillFields
    }
  }
`);

const PrefillFromGroupDocument = graphql(`
  query QuotePrefillFromGroup($groupId: Int!) {
    quotePrefillFromGroup(groupId: $groupId) {
      ...QuotePrefillFields
    }
  }
`);

export { QuotePrefillFieldsFragment };

/** The new quote's starting point: from a contact message (`Lag tilbud`) or a group (`Lag tilbud fra gruppen`). */
export function useQuotePrefill(origin: { contactId: number | null; groupId: number | null }) {
  const fromContact = useQuery(PrefillFromContactDocument, {
    variables: { contactId: origin.contactId ?? 0 },
    skip: origin.contactId === null,
    fetchPolicy: 'network-only',
  });
  const fromGroup = useQuery(PrefillFromGroupDocument, {
    variables: { groupId: origin.groupId ?? 0 },
    skip: origin.contactId !== null || origin.groupId === null,
    fetchPolicy: 'network-only',
  });
  if (origin.contactId !== null) {
    return {
      prefill: fromContact.data?.quotePrefillFromContact ?? null,
      loading: fromContact.loading,
      error: fromContact.error,
    };
  }
  if (origin.groupId !== null) {
    return {
      prefill: fromGroup.data?.quotePrefillFromGroup ?? null,
      loading: fromGroup.loading,
      error: fromGroup.error,
    };
  }
  return { prefill: null, loading: false, error: undefined };
}

const PreviewQuoteTotalsDocument = graphql(`
  query PreviewQuoteTotals($input: QuoteInput!) {
    previewQuoteTotals(input: $input) {
      ...QuoteTotalsFields
    }
  }
`);

/** The live totals beside the form: the server computes them with schema's quoteTotals. */
export function usePreviewQuoteTotals() {
  const client = useApolloClient();
  return useCallback(
    async (input: QuoteInputValue) => {
      const { data } = await client.query({
        query: PreviewQuoteTotalsDocument,
        variables: { input },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.previewQuoteTotals;
    },
    [client],
  );
}

const CreateQuoteDocument = graphql(`
  mutation CreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      id
    }
  }
`);

const UpdateQuoteDocument = graphql(`
  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {
    updateQuote(id: $id, input: $input) {
      id
      ...QuoteDetailFields
    }
  }
`);

/** 'Lagre': creates the draft, or saves the draft being edited; resolves to the quote's id. */
export function useSaveQuote(id: string | null) {
  const [create] = useMutation(CreateQuoteDocument);
  // The saved draft comes back with the detail page's fields (QuoteDetailFields) for the cache; only the
  // Historikk is read again.
  const [update] = useMutation(UpdateQuoteDocument, refetchHistory);
  return useCallback(
    async (input: QuoteInputValue): Promise<string> => {
      if (id) {
        const { data } = await update({ variables: { id, input } });
        if (!data) throw new Error('Tomt svar fra serveren');
        return data.updateQuote.id;
      }
      const { data } = await create({ variables: { input } });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.createQuote.id;
    },
    [id, create, update],
  );
}
