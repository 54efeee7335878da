import { Tag } from 'antd';
import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { QuoteDetailFieldsFragment, useQuote } from '@/features/quotes/api/quote';
import { QuoteActions, QuoteDetail } from '@/features/quotes/components/quote-detail';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

/** An id that is no quote id at all is refused as input: to staff it is a quote that does not exist. */
const QUOTE_NOT_FOUND = ['NOT_FOUND', 'BAD_USER_INPUT'];

export default function QuoteDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useQuote(id);
  const quote = data ? getFragmentData(QuoteDetailFieldsFragment, data.quote) : null;
  return (
    <DetailPage
      title={quote ? `Tilbud ${quote.quoteNumber}` : 'Tilbud'}
      list={{ to: '/quotes', title: 'Tilbud' }}
      crumb={quote?.quoteNumber ?? '…'}
      tags={quote ? <Tag>Versjon {quote.version}</Tag> : undefined}
      extra={quote ? <QuoteActions quote={quote} canWrite={viewerCan(viewer, 'quotes.write')} /> : undefined}
      loading={loading}
      error={error}
      ready={!!quote && !!data}
      notFound={{ title: 'Fant ikke tilbudet', link: 'Til alle tilbud' }}
      notFoundCodes={QUOTE_NOT_FOUND}
      history={quote ? { entityType: 'quote', entityId: quote.id } : undefined}
    >
      {data ? <QuoteDetail quote={data.quote} /> : null}
    </DetailPage>
  );
}
