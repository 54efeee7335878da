import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import nbNO from 'antd/es/locale/nb_NO';
// The date pickers' month and weekday names and first weekday come from dayjs's locale of that name ('nb').
import 'dayjs/locale/nb';
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
 * Where antd puts a popup (a select's list, a date picker, a tooltip): inside the dialog its field is in, else in
 * <body>. A dialog is fixed in the window while the page behind it can still scroll (a browser scrolls the page to
 * bring an option into view): a list in <body> moved with the page, away from its field, until antd aligned it again
 * a frame later, and a pick aimed at it in between was lost (issue 22 item 9).
 */
function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('.ant-modal-wrap') ?? document.body;
}

/**
 * antd in bokmål (its date pickers too: Monday first, 'ma ti on …') and the GraphQL client, for every page. The
 * signed-in shell adds antd's `App` (message, modal, notification), and each page that uses pro-components gets
 * `ProNorwegian` (their texts) from the router, so neither the login page nor Oversikt loads them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={nbNO} theme={adminTheme} getPopupContainer={popupContainer}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </ConfigProvider>
  );
}
