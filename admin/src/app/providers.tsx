import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import nbNO from 'antd/es/locale/nb_NO';
import type { ReactNode } from 'react';
import { apolloClient } from '@/lib/apollo';

export const adminTheme = {
  token: {
    colorPrimary: '#c8102e',
    colorLink: '#c8102e',
    borderRadius: 6,
    // Secondary text (Statistic titles, descriptions, `type="secondary"`): antd's 0.45 black has a contrast of
    // 3.4:1 on white; 0.65 keeps 4.5:1 on white and on the grey page.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
};

/**
 * antd in bokmål and the GraphQL client, for every page. The signed-in shell adds antd's `App` (message,
 * modal, notification), and each page that uses pro-components gets `ProNorwegian` (their texts) from the router,
 * so neither the login page nor Oversikt loads them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={nbNO} theme={adminTheme}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </ConfigProvider>
  );
}
