import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchWithCounts } from '@/lib/dashboard-counts';
import { getFragmentData, graphql } from '@/gql';

/**
 * Everything the designs tab shows. The dashboard page may spread this fragment into its own query; the tab's
 * query then finds it in the cache.
 */
export const DesignsTabAreaFragmentDoc = graphql(`
  fragment DesignsTabArea on CustomerArea {
    email
    designs {
      id
      ...DesignCard_Design
      ...DesignPreviewDialog_Design
      ...DesignEditDialog_Design
    }
  }
`);

export const DesignsTabQuery = graphql(`
  query DesignsTab {
    customerArea {
      email
      ...DesignsTabArea
    }
  }
`);

/** The signed-in customer's designs, last changed first. */
export function useDesignsArea() {
  const { data, error, refetch } = useQuery(DesignsTabQuery);
  const area = data?.customerArea ? getFragmentData(DesignsTabAreaFragmentDoc, data.customerArea) : null;
  return { area, error, refetch };
}

/**
 * After a change: refetch this tab's query and the counters. Not the dashboard's own query: its loading state would
 * replace the whole page for a moment.
 */
export function useRefreshDesigns() {
  const client = useApolloClient();
  return useCallback(() => refetchWithCounts(client, DesignsTabQuery).then(() => undefined), [client]);
}

/** Where a design file is read (owner and staff only); `download` asks for an attachment. */
export function designFileUrl(designId: string | number, fileId: string | number, download = false): string {
  return `/api/customer/designs/${designId}/files/${fileId}${download ? '?download=1' : ''}`;
}

/** PNG, JPG and SVG are shown as pictures (an SVG in <img> cannot run script); a PDF is embedded or linked. */
export const isPreviewableImage = (mimeType: string) =>
  mimeType === 'image/png' || mimeType === 'image/jpeg' || mimeType === 'image/svg+xml';
