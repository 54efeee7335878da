import { PageContainer } from '@ant-design/pro-components';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { QuotePrefillFieldsFragment, useQuotePrefill } from '@/features/quotes/api/quote-form';
import { QuoteForm } from '@/features/quotes/components/quote-form';
import { EMPTY_LINE, toFormValues, type QuoteFormValues } from '@/features/quotes/quote-form-values';
import { getFragmentData } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** `Nytt tilbud`, or `Lag tilbud` from a contact message (?contact=) or a group (?group=). */
export default function QuoteNewRoute() {
  usePageTitle('Nytt tilbud');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const contactParam = idParam(params.get('contact'));
  const groupParam = idParam(params.get('group'));
  const origin = useMemo(
    () => ({ contactId: contactParam, groupId: contactParam === null ? groupParam : null }),
    [contactParam, groupParam],
  );
  const { prefill: prefillRef, loading, error } = useQuotePrefill(origin);
  const prefill = prefillRef ? getFragmentData(QuotePrefillFieldsFragment, prefillRef) : null;

  const formOrigin = useMemo(
    () => ({ contactId: prefill?.contactId ?? origin.contactId, groupId: prefill?.groupId ?? origin.groupId }),
    [prefill, origin],
  );
  const initialValues = useMemo<QuoteFormValues>(() => {
    if (!prefill) return { lines: [{ ...EMPTY_LINE }], discountChoice: 'group:terms' };
    const values = toFormValues(prefill);
    return { ...values, lines: values.lines?.length ? values.lines : [{ ...EMPTY_LINE }] };
  }, [prefill]);

  const waiting = (origin.contactId !== null || origin.groupId !== null) && loading && !prefill;
  const context = prefill && (
    <Card size="small" style={{ marginBottom: 24 }} data-testid="quote-context">
      <Typography.Text strong>
        {prefill.groupName
          ? `Tilbud til gruppen ${prefill.groupName}`
          : `Henvendelse fra ${prefill.customerName ? `${prefill.customerName} (${prefill.customerEmail})` : prefill.customerEmail}`}
      </Typography.Text>
      {prefill.message && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>
          {prefill.message}
        </Typography.Paragraph>
      )}
    </Card>
  );

  return (
    <PageContainer
      title={<PageHeading>Nytt tilbud</PageHeading>}
      breadcrumb={{ items: [{ title: <Link to="/quotes">Tilbud</Link> }, { title: 'Nytt tilbud' }] }}
    >
      {error && <Alert type="error" showIcon message={graphQLFailureOf(error).message} style={{ marginBottom: 24 }} />}
      {waiting ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <QuoteForm
          key={prefill ? 'prefilled' : 'empty'}
          quoteId={null}
          initialValues={initialValues}
          origin={formOrigin}
          context={context}
          onSaved={(id) => navigate(`/quotes/${id}`)}
          onCancel={() => navigate(-1)}
        />
      )}
    </PageContainer>
  );
}
