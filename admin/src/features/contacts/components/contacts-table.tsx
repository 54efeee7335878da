import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContactFieldsFragment as ContactRow } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { useInitialFilters } from '@/lib/use-initial-filters';
import { ContactFieldsFragment, ContactsDocument } from '@/features/contacts/api/contacts';
import { contactSubjectColor, contactSubjectLabel, contactSubjectOptions } from '@/features/contacts/contact-subjects';
import { ContactDrawer } from './contact-drawer';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn } from '@/components/list-table';

/** Search form fields; they are not columns of the row. */
interface ContactsTableParams {
  search?: string;
  subject?: string;
  quote?: string;
}

/** Enquiries from the storefront's contact form: server-side search, subject filter and paging. */
export function ContactsTable() {
  const requestContacts = useListRequest(ContactsDocument, {
    page: (data) => fragmentPage(ContactFieldsFragment, data.staffContacts),
    // 'made': a quote was made from the message; 'none': not yet (the search form's and the URL's value).
    filter: ({ subject, quote }: ContactsTableParams) => ({
      subject: subject ? subject : null,
      hasQuote: quote === 'made' ? true : quote === 'none' ? false : null,
    }),
  });
  const initialFilters = useInitialFilters(['search', 'subject', 'quote']);
  const [openContact, setOpenContact] = useState<ContactRow | null>(null);

  const columns: ProColumns<ContactRow>[] = [
    searchColumn('Søk i navn, e-post og melding', 2),
    {
      title: 'Mottatt',
      dataIndex: 'createdAt',
      hideInSearch: true,
      width: 150,
      render: (_, row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      title: 'Navn',
      key: 'name',
      hideInSearch: true,
      width: 180,
      render: (_, row) => `${row.firstName} ${row.lastName}`,
    },
    {
      title: 'E-post',
      dataIndex: 'email',
      hideInSearch: true,
      width: 220,
      render: (_, row) => <Typography.Link href={`mailto:${row.email}`}>{row.email}</Typography.Link>,
    },
    {
      title: 'Emne',
      dataIndex: 'subject',
      valueType: 'select',
      valueEnum: contactSubjectOptions,
      order: 1,
      width: 110,
      fieldProps: { placeholder: 'Alle emner' },
      render: (_, row) => <Tag color={contactSubjectColor(row.subject)}>{contactSubjectLabel(row.subject)}</Tag>,
    },
    {
      title: 'Tilbud',
      dataIndex: 'quote',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { none: { text: 'Ikke laget ennå' }, made: { text: 'Laget' } },
      order: 0,
      fieldProps: { placeholder: 'Alle' },
    },
    {
      title: 'Melding',
      dataIndex: 'message',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => (
        <Typography.Link onClick={() => setOpenContact(row)} style={{ color: 'inherit' }} title="Vis hele meldingen">
          {row.message}
        </Typography.Link>
      ),
    },
    {
      title: 'Svar',
      dataIndex: 'replyCount',
      hideInSearch: true,
      width: 100,
      render: (_, row) =>
        row.replyCount > 0 ? <Tag color="green">Besvart</Tag> : <Typography.Text type="secondary">–</Typography.Text>,
    },
    {
      title: 'Handlinger',
      valueType: 'option',
      width: 130,
      render: (_, row) => [
        <Typography.Link key="show" onClick={() => setOpenContact(row)}>
          Vis
        </Typography.Link>,
        <Link key="reply" to={`/contacts/${row.id}#svar`}>
          Svar
        </Link>,
      ],
    },
  ];

  return (
    <>
      <ListTable<ContactRow, ContactsTableParams>
        headerTitle="Alle henvendelser"
        columns={columns}
        request={requestContacts}
        // A link may name the filters (the overview's new quote requests: ?subject=tilbud&quote=none).
        form={{ initialValues: initialFilters }}
        counted={['henvendelse', 'henvendelser']}
        scroll={{ x: 960 }}
      />
      <ContactDrawer contact={openContact} onClose={() => setOpenContact(null)} />
    </>
  );
}
