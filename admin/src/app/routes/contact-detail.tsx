import { useParams, useRouteLoaderData } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { ContactDetailFragment, useContact } from '@/features/contacts/api/contact';
import { ContactFieldsFragment } from '@/features/contacts/api/contacts';
import { ContactDetail } from '@/features/contacts/components/contact-detail';
import { getFragmentData } from '@/gql';
import { viewerCan, type requireStaff } from '@/features/auth/access';

export default function ContactDetailRoute() {
  const { id = '' } = useParams();
  const viewer = useRouteLoaderData<typeof requireStaff>('shell') ?? null;
  const { data, loading, error } = useContact(id);
  const detail = data ? getFragmentData(ContactDetailFragment, data.contact) : null;
  const contact = detail ? getFragmentData(ContactFieldsFragment, detail) : null;
  return (
    <DetailPage
      title={contact ? `Henvendelse fra ${contact.firstName} ${contact.lastName}` : `Henvendelse #${id}`}
      list={{ to: '/contacts', title: 'Henvendelser' }}
      crumb={`#${id}`}
      loading={loading}
      error={error}
      ready={!!contact}
      notFound={{ title: 'Fant ikke henvendelsen', link: 'Til alle henvendelser' }}
      loadFailed="Kunne ikke hente henvendelsen. Prøv igjen."
      history={contact ? { entityType: 'contact', entityId: contact.id } : undefined}
    >
      {detail ? <ContactDetail contact={detail} canReply={viewerCan(viewer, 'contacts.reply')} /> : null}
    </DetailPage>
  );
}
