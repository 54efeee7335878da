import { PageContainer, ProCard, type PageContainerProps } from '@ant-design/pro-components';
import { Alert, Card, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RecordHistory, type RecordHistoryProps } from '@/components/record-history';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

export interface DetailPageProps {
  /** The page's heading (and browser tab title unless `documentTitle` says otherwise). */
  title: string;
  documentTitle?: string;
  /** The list the record belongs to: the breadcrumb's link back, and where `Fant ikke …` leads. */
  list: { to: string; title: string };
  /** The record's own breadcrumb item ('#12', the order number…), or the items after the list. */
  crumb: ReactNode | ReactNode[];
  tags?: PageContainerProps['tags'];
  /** The header's actions. */
  extra?: ReactNode;
  /** The query is under way. */
  loading: boolean;
  /** The query's error; shown only while there is no record. */
  error?: unknown;
  /** The record is here: the body is shown. */
  ready: boolean;
  /** The page's own `Fant ikke …` title and the link text back to the list ('Til alle design'). */
  notFound: { title: string; link: string };
  /** Error codes that mean the record does not exist; NOT_FOUND unless told. */
  notFoundCodes?: readonly string[];
  /** What a failed load says ('Kunne ikke hente designet. Prøv igjen.'); the server's message when left out. */
  loadFailed?: string;
  skeletonRows?: number;
  /** The record's `Historikk` (audit trail), shown under the body. */
  history?: RecordHistoryProps;
  children?: ReactNode;
}

const NOT_FOUND = ['NOT_FOUND'] as const;

/**
 * The frame of every detail page of the console: the tab title, the header (heading, status tags, actions and a
 * breadcrumb back to the list), a skeleton while the record loads, the page's `Fant ikke …` when it does not
 * exist, an error when it could not be read, and the record's `Historikk` under the body.
 */
export function DetailPage({
  title,
  documentTitle,
  list,
  crumb,
  tags,
  extra,
  loading,
  error,
  ready,
  notFound,
  notFoundCodes = NOT_FOUND,
  loadFailed,
  skeletonRows = 8,
  history,
  children,
}: DetailPageProps) {
  usePageTitle(documentTitle ?? title);

  if (error && !ready) {
    const failure = graphQLFailureOf(error);
    if (failure.code && notFoundCodes.includes(failure.code)) {
      return <Result status="404" title={notFound.title} extra={<Link to={list.to}>{notFound.link}</Link>} />;
    }
    return <Alert type="error" showIcon message={loadFailed ?? failure.message} style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={<PageHeading>{title}</PageHeading>}
      tags={tags}
      breadcrumb={{
        items: [
          { title: <Link to={list.to}>{list.title}</Link> },
          ...(Array.isArray(crumb) ? crumb : [crumb]).map((title) => ({ title })),
        ],
      }}
      extra={extra}
    >
      {!ready ? (
        loading ? (
          <Skeleton active paragraph={{ rows: skeletonRows }} />
        ) : null
      ) : history ? (
        <DetailSections>
          {children}
          <ProCard title="Historikk" bordered>
            <RecordHistory {...history} />
          </ProCard>
        </DetailSections>
      ) : (
        children
      )}
    </PageContainer>
  );
}

/** A detail page's body: its cards one under the other. */
export function DetailSections({ children }: { children: ReactNode }) {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {children}
    </Space>
  );
}

/**
 * The record's own card at the top of a detail page: its title and, top right, the steps staff may take on it
 * (`null`: no steps to offer just now).
 */
export function RecordCard({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <Card title={title} extra={actions === null ? null : <Space wrap>{actions}</Space>}>
      {children}
    </Card>
  );
}
