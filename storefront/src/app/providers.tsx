import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { createApolloClient } from '@/lib/apollo';

/** Everything every page needs: the GraphQL client and the toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
}
