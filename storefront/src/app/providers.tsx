import * as React from 'react';
import { useContext, useMemo, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import type { ApolloClient } from '@apollo/client';

/**
 * The GraphQL client, loaded only when a page first uses it. Apollo Client (with graphql and rxjs, about 52 KB
 * gzip) is not part of the first load: most public pages never touch GraphQL. Apollo's hooks read the client
 * from one React context that Apollo keeps on `React.createContext` under a global symbol (see
 * `getApolloContext` in @apollo/client/react); this module provides that same context with a `client` that,
 * until the client module has arrived, suspends the component asking for it (the page's <Suspense> shows its
 * loader meanwhile). Pages using GraphQL import Apollo themselves, so the wait is the one for their own chunk.
 */
const APOLLO_CONTEXT_KEY = Symbol.for('__APOLLO_CONTEXT__');

type ApolloContextValue = { client?: ApolloClient };
type CreateContextWithApollo = typeof React.createContext & {
  [APOLLO_CONTEXT_KEY]?: React.Context<ApolloContextValue>;
};

function apolloContext(): React.Context<ApolloContextValue> {
  const createContext = React.createContext as CreateContextWithApollo;
  let context = createContext[APOLLO_CONTEXT_KEY];
  if (!context) {
    context = React.createContext<ApolloContextValue>({});
    context.displayName = 'ApolloContext';
    Object.defineProperty(createContext, APOLLO_CONTEXT_KEY, {
      value: context,
      enumerable: false,
      writable: false,
      configurable: true,
    });
  }
  return context;
}

let client: ApolloClient | undefined;
let loading: Promise<void> | undefined;
let loadError: unknown;
/** What the server's render read (its cache, extracted): the client starts from it, so hydration finds the data. */
let serverState: object | undefined;

/** Hands the client the cache state the server rendered the page with; call it before `loadClient`. */
export function restoreServerState(state: object): void {
  serverState = state;
}

/**
 * Starts loading the GraphQL client (once) and resolves when it is there or has failed (the failure then shows
 * where a component asks for the client). The router awaits it with the code of pages that read GraphQL first
 * thing, so those pages do not suspend on it.
 */
export function loadClient(): Promise<void> {
  loading ??= import('@/lib/apollo').then(
    ({ createApolloClient }) => {
      client = createApolloClient({ state: serverState });
    },
    (error: unknown) => {
      loadError = error;
      loading = undefined; // a later render tries again
    },
  );
  return loading;
}

const lazyClientContext: ApolloContextValue = {
  get client(): ApolloClient {
    if (client) return client;
    if (loadError) {
      const error = loadError;
      loadError = undefined;
      throw error; // the route's error boundary shows it
    }
    throw loadClient(); // suspends until the client is there
  },
};

const ApolloContext = apolloContext();

/**
 * Everything every page needs: the GraphQL client (loaded on first use; the server's render passes its own) and
 * the toast outlet. The tree is the same either way, so a page rendered on the server hydrates without a mismatch.
 */
export function AppProvider({ children, client: given }: { children: ReactNode; client?: ApolloClient }) {
  // The server's render keeps what its renderer put into the context (Apollo's prerenderStatic hooks the
  // queries there to wait for their data).
  const outer = useContext(ApolloContext);
  const value = useMemo<ApolloContextValue>(
    () => (given ? { ...outer, client: given } : lazyClientContext),
    [outer, given],
  );
  return (
    <ApolloContext.Provider value={value}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloContext.Provider>
  );
}
