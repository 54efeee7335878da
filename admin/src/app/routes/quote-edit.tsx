import { PageContainer } from '@ant-design/pro-components';
import { Alert, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QuoteDetailFieldsFragment, useQuote } from '@/features/quotes/api/quote';
import { QuoteForm } from '@/features/quotes/components/quote-form';
import { toFormValues } from '@/features/quotes/quote-form-values';
import { getFragmentData } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';

/** Edit a draft (a sent quote is changed through `Ny versjon`). */
export default function QuoteEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuote(id);
  const quote = data ? getFragmentData(QuoteDetailFieldsFragment, data.quote) : null;
  usePageTitle(quote ? `Rediger tilbud ${quote.quoteNumber}` : 'Rediger tilbud');
  const initialValues = useMemo(() => (quote ? toFormValues(quote) : null), [quote]);
  const origin = useMemo(() => ({ contactId: quote?.contactId ?? null, groupId: quote?.groupId ?? null }), [quote]);

  if (error && !quote) {
    const failure = graphQLFailureOf(error);
    return failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT' ? (
      <Result status="404" title="Fant ikke tilbudet" extra={<Link to="/quotes">Til alle tilbud</Link>} />
    ) : (
      <Alert type="error" showIcon message={failure.message} style={{ margin: 24 }} />
    );
  }

  const title = quote ? `Rediger tilbud ${quote.quoteNumber} (versjon ${quote.version})` : 'Rediger tilbud';
  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{
        items: [
          { title: <Link to="/quotes">Tilbud</Link> },
          { title: quote ? <Link to={`/quotes/${quote.id}`}>{quote.quoteNumber}</Link> : '…' },
          { title: 'Rediger' },
        ],
      }}
    >
      {!quote || !initialValues ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !quote.canEdit ? (
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
    </PageContainer>
  );
}
