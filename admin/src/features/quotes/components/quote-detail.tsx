import { colourLabel } from '@russ/schema/catalog/colours';
import { EditOutlined, CopyOutlined, SendOutlined } from '@ant-design/icons';
import { ProDescriptions } from '@ant-design/pro-components';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb, formatDateTime } from '@russ/schema/common/dates';
import { App, Button, Card, Col, Row, Space, Table, Tag, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { Link, useNavigate } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '@/gql';
import type { QuoteDetailFieldsFragment as QuoteView } from '@/gql/graphql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import {
  QuoteDetailFieldsFragment,
  QuoteTotalsFieldsFragment,
  useNewQuoteVersion,
  useSendQuote,
} from '@/features/quotes/api/quote';
import { quoteStatusTone } from '@/features/quotes/quote-status';
import { QuoteTotalsSummary } from './quote-totals-summary';
import { Confirm } from '@/components/confirm';

type QuoteLine = QuoteView['lines'][number];

const orNothing = (value: string | null | undefined) => value ?? '–';

/** The actions a quote's state allows (admin §2): edit and send a draft, copy a sent quote into a new version. */
export function QuoteActions({ quote, canWrite }: { quote: QuoteView; canWrite: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [send, sending] = useSendQuote();
  const [newVersion, copying] = useNewQuoteVersion();
  if (!canWrite) return null;

  const onSend = async () => {
    try {
      await send({ variables: { id: quote.id } });
      message.success(`Tilbudet er sendt til ${quote.customerEmail}`);
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };
  const onNewVersion = async () => {
    try {
      const { data } = await newVersion({ variables: { id: quote.id } });
      const copy = data && getFragmentData(QuoteDetailFieldsFragment, data.newQuoteVersion);
      if (!copy) return;
      message.success(`Versjon ${copy.version} er laget som utkast`);
      navigate(`/quotes/${copy.id}/edit`);
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };

  return (
    <Space wrap>
      {quote.canEdit && (
        <Button icon={<EditOutlined />} onClick={() => navigate(`/quotes/${quote.id}/edit`)}>
          Rediger
        </Button>
      )}
      {quote.canSend && (
        <Confirm description={`Tilbudet sendes på e-post til ${quote.customerEmail}.`} onConfirm={onSend}>
          <Button type="primary" icon={<SendOutlined />} loading={sending.loading}>
            Send tilbud
          </Button>
        </Confirm>
      )}
      {quote.canNewVersion && (
        <Button icon={<CopyOutlined />} loading={copying.loading} onClick={onNewVersion}>
          Ny versjon
        </Button>
      )}
    </Space>
  );
}

const lineColumns = [
  {
    title: 'Produkt',
    dataIndex: 'productName',
    render: (_: unknown, line: QuoteLine) => (
      <>
        {line.productName}
        {line.description && line.description !== line.productName && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {line.description}
          </Typography.Text>
        )}
      </>
    ),
  },
  { title: 'Størrelse', dataIndex: 'size', render: orNothing },
  { title: 'Farge', dataIndex: 'color', render: (value: string | null) => (value ? colourLabel(value) : '–') },
  { title: 'Antall', dataIndex: 'quantity', align: 'right' as const },
  {
    title: 'Enhetspris',
    dataIndex: 'unitPrice',
    align: 'right' as const,
    render: (value: string) => formatNok(value),
  },
  { title: 'Sum', dataIndex: 'subtotal', align: 'right' as const, render: (value: string) => formatNok(value) },
  { title: 'Design', dataIndex: 'designName', render: orNothing },
  { title: 'Trykknavn', dataIndex: 'printName', render: orNothing },
];

/** A quote's detail page body: facts, lines and the summary. */
export function QuoteDetail({ quote: quoteRef }: { quote: FragmentType<typeof QuoteDetailFieldsFragment> }) {
  const quote = getFragmentData(QuoteDetailFieldsFragment, quoteRef);
  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <Card>
          <ProDescriptions column={2} size="small" data-testid="quote-facts">
            <ProDescriptions.Item label="Kunde" span={2}>
              <span>
                {quote.customerName ? `${quote.customerName} – ` : ''}
                <Typography.Link href={`mailto:${quote.customerEmail}`}>{quote.customerEmail}</Typography.Link>
                {!quote.isMember && (
                  <Tag style={{ marginLeft: 8 }} color="default">
                    Ikke medlem
                  </Tag>
                )}
              </span>
            </ProDescriptions.Item>
            <ProDescriptions.Item label="Status">
              <StatusTag tone={quoteStatusTone(quote.status)} data-testid="quote-status">
                {quote.statusLabel}
              </StatusTag>
              {quote.replacedById && <Link to={`/quotes/${quote.replacedById}`}>Erstattet av nyere versjon</Link>}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="Versjon">
              <span>
                {quote.version}
                {quote.previousVersionId && (
                  <>
                    {' '}
                    (<Link to={`/quotes/${quote.previousVersionId}`}>forrige versjon</Link>)
                  </>
                )}
              </span>
            </ProDescriptions.Item>
            <ProDescriptions.Item label="Gyldig til">{formatDateNb(quote.validUntil)}</ProDescriptions.Item>
            <ProDescriptions.Item label="Opprettet">{formatDateTime(quote.createdAt)}</ProDescriptions.Item>
            <ProDescriptions.Item label="Sendt">
              {quote.sentAt ? formatDateTime(quote.sentAt) : '–'}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="Besvart">
              {quote.answeredAt ? formatDateTime(quote.answeredAt) : '–'}
            </ProDescriptions.Item>
            {quote.declineReason && (
              <ProDescriptions.Item label="Begrunnelse for avslag">{quote.declineReason}</ProDescriptions.Item>
            )}
            {quote.orderId && (
              <ProDescriptions.Item label="Ordre">
                <Link to={`/orders/${quote.orderId}`}>{quote.orderNumber ?? `Ordre ${quote.orderId}`}</Link>
              </ProDescriptions.Item>
            )}
            {quote.groupId && (
              <ProDescriptions.Item label="Gruppe">{quote.groupName ?? `Gruppe ${quote.groupId}`}</ProDescriptions.Item>
            )}
            {quote.couponCode && <ProDescriptions.Item label="Rabattkode">{quote.couponCode}</ProDescriptions.Item>}
            {quote.customerNote && (
              <ProDescriptions.Item label="Melding til kunden" span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{quote.customerNote}</span>
              </ProDescriptions.Item>
            )}
          </ProDescriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card title="Linjer">
          <Table<QuoteLine>
            rowKey="id"
            size="small"
            pagination={false}
            columns={lineColumns}
            dataSource={quote.lines}
            scroll={{ x: 760 }}
            locale={{ emptyText: 'Ingen linjer' }}
            data-testid="quote-lines"
          />
          <div style={{ maxWidth: 420, marginLeft: 'auto', marginTop: 16 }}>
            <QuoteTotalsSummary totals={getFragmentData(QuoteTotalsFieldsFragment, quote.totals)} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
