import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { InvoiceDetailDocument } from '@/features/invoices/api/invoices';
import { InvoiceDetail, InvoiceDetail_InvoiceFragment } from '@/features/invoices/components/invoice-detail';
import { InvoicePayments } from '@/features/payments/components/invoice-payments';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

/**
 * /admin/invoices/:id: one invoice or credit note. 'Kreditnota' only for roles holding invoices.credit; an invoice's
 * `Innbetalinger` with `Restbeløp` below it.
 */
export default function InvoiceDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useQuery(InvoiceDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const invoice = data?.invoice ?? null;
  const amounts = invoice ? getFragmentData(InvoiceDetail_InvoiceFragment, invoice) : null;
  return (
    <DetailPage
      title="Faktura"
      documentTitle={invoice ? `Faktura ${id}` : 'Faktura'}
      list={{ to: '/invoices', title: 'Fakturaer' }}
      crumb={`#${id}`}
      loading={loading}
      error={error}
      ready={!!invoice}
      notFound={{ title: 'Fant ikke fakturaen', link: 'Til alle fakturaer' }}
      history={invoice ? { entityType: 'invoice', entityId: invoice.id } : undefined}
    >
      {invoice ? (
        <InvoiceDetail
          invoice={invoice}
          mayCredit={viewerCan(viewer, 'invoices.credit')}
          onCredited={(creditNoteId) => navigate(`/invoices/${creditNoteId}`)}
        />
      ) : null}
      {amounts && amounts.kind === 'invoice' ? <InvoicePayments invoice={amounts} /> : null}
    </DetailPage>
  );
}
