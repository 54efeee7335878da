import { PageContainer } from '@ant-design/pro-components';
import { Alert, Result, Skeleton, Tag } from 'antd';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuote } from '@/features/quotes/api/quote';
import { QuoteActions, QuoteDetail } from '@/features/quotes/components/quote-detail';
import { getFragmentData } from '@/gql';
import { QuoteDetailFieldsFragment } from '@/features/quotes/api/quote';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function QuoteDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useQuote(id);
  const quote = data ? getFragmentData(QuoteDetailFieldsFragment, data.quote) : null;
  usePageTitle(quote ? `Tilbud ${quote.quoteNumber}` : 'Tilbud');

  if (error && !quote) {
    const failure = graphQLFailureOf(error);
    if (failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT') {
      return <Result status="404" title="Fant ikke tilbudet" extra={<Link to="/quotes">Til alle tilbud</Link>} />;
    }
    return <Alert type="error" showIcon message={failure.message} style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {quote ? `Tilbud ${quote.quoteNumber}` : 'Tilbud'}
        </span>
      }
      tags={quote ? <Tag>Versjon {quote.version}</Tag> : undefined}
      breadcrumb={{ items: [{ title: <Link to="/quotes">Tilbud</Link> }, { title: quote?.quoteNumber ?? '…' }] }}
      extra={quote ? <QuoteActions quote={quote} canWrite={viewerCan(viewer, 'quotes.write')} /> : undefined}
    >
      {loading && !data ? <Skeleton active paragraph={{ rows: 8 }} /> : data && <QuoteDetail quote={data.quote} />}
    </PageContainer>
  );
}
