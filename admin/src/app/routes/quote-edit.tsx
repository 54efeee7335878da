import { Alert } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { QuoteDetailFieldsFragment, useQuote } from '@/features/quotes/api/quote';
import { QuoteForm } from '@/features/quotes/components/quote-form';
import { toFormValues } from '@/features/quotes/quote-form-values';
import { getFragmentData } from '@/gql';

/** An id that is no quote id at all is refused as input: to staff it is a quote that does not exist. */
const QUOTE_NOT_FOUND = ['NOT_FOUND', 'BAD_USER_INPUT'];

/** Edit a draft (a sent quote is changed through `Ny versjon`). */
export default function QuoteEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuote(id);
  const quote = data ? getFragmentData(QuoteDetailFieldsFragment, data.quote) : null;
  const initialValues = useMemo(() => (quote ? toFormValues(quote) : null), [quote]);
  const origin = useMemo(() => ({ contactId: quote?.contactId ?? null, groupId: quote?.groupId ?? null }), [quote]);

  const title = quote ? `Rediger tilbud ${quote.quoteNumber} (versjon ${quote.version})` : 'Rediger tilbud';
  return (
    <DetailPage
      title={title}
      documentTitle={quote ? `Rediger tilbud ${quote.quoteNumber}` : 'Rediger tilbud'}
      list={{ to: '/quotes', title: 'Tilbud' }}
      crumb={[quote ? <Link to={`/quotes/${quote.id}`}>{quote.quoteNumber}</Link> : '…', 'Rediger']}
      loading={!error}
      error={error}
      ready={!!quote && !!initialValues}
      notFound={{ title: 'Fant ikke tilbudet', link: 'Til alle tilbud' }}
      notFoundCodes={QUOTE_NOT_FOUND}
      skeletonRows={10}
    >
      {!quote || !initialValues ? null : !quote.canEdit ? (
        <Alert
          type="info"
          showIcon
          message="Bare utkast kan endres. Lag en ny versjon for å endre et sendt tilbud."
          action={<Link to={`/quotes/${quote.id}`}>Til tilbudet</Link>}
        />
      ) : (
        <QuoteForm
          key={quote.id}
          quoteId={quote.id}
          initialValues={initialValues}
          origin={origin}
          onSaved={(saved) => navigate(`/quotes/${saved}`)}
          onCancel={() => navigate(`/quotes/${quote.id}`)}
        />
      )}
    </DetailPage>
  );
}
