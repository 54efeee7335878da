import { PageContainer } from '@ant-design/pro-components';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { ContactDetailFragment, useContact } from '@/features/contacts/api/contact';
import { ContactDetail } from '@/features/contacts/components/contact-detail';
import { getFragmentData } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function ContactDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useContact(id);
  const contact = data ? getFragmentData(ContactDetailFragment, data.contact) : null;
  const title = contact ? `Henvendelse fra ${contact.firstName} ${contact.lastName}` : `Henvendelse #${id}`;
  usePageTitle(title);

  if (error && !contact) {
    if (graphQLFailureOf(error).code === 'NOT_FOUND') {
      return (
        <Result status="404" title="Fant ikke henvendelsen" extra={<Link to="/contacts">Til alle henvendelser</Link>} />
      );
    }
    return <Alert type="error" showIcon message="Kunne ikke hente henvendelsen. Prøv igjen." style={{ margin: 24 }} />;
  }

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      breadcrumb={{ items: [{ title: <Link to="/contacts">Henvendelser</Link> }, { title: `#${id}` }] }}
    >
      {loading && !contact ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : contact ? (
        <ContactDetail contact={contact} canReply={viewerCan(viewer, 'contacts.reply')} />
      ) : null}
    </PageContainer>
  );
}
