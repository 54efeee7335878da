import { FileAddOutlined } from '@ant-design/icons';
import { Button, Descriptions, Tag, Typography, type DescriptionsProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@russ/schema/common/dates';
import { contactSubjectColor, contactSubjectLabel } from '@/features/contacts/contact-subjects';

/** The enquiry as the sender wrote it: what the drawer and the message's own page both show. */
export interface ContactSummaryFields {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** Received, name, e-mail (copyable), subject and the whole message. */
export function ContactSummary({
  contact,
  ...descriptions
}: { contact: ContactSummaryFields } & Pick<DescriptionsProps, 'column' | 'bordered'>) {
  return (
    <>
      <Descriptions {...descriptions} size="small">
        <Descriptions.Item label="Mottatt">{formatDateTime(contact.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Navn">
          {contact.firstName} {contact.lastName}
        </Descriptions.Item>
        <Descriptions.Item label="E-post">
          <Typography.Link
            href={`mailto:${contact.email}`}
            copyable={{ text: contact.email, tooltips: ['Kopier', 'Kopiert!'] }}
          >
            {contact.email}
          </Typography.Link>
        </Descriptions.Item>
        <Descriptions.Item label="Emne">
          <Tag color={contactSubjectColor(contact.subject)}>{contactSubjectLabel(contact.subject)}</Tag>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Melding
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-message">
        {contact.message}
      </Typography.Paragraph>
    </>
  );
}

/** `Lag tilbud`: a quote request is answered with a quote (admin §2); the quote form reads the contact itself. */
export function QuoteFromContactButton({ contactId }: { contactId: string }) {
  const navigate = useNavigate();
  return (
    <Button icon={<FileAddOutlined />} onClick={() => navigate(`/quotes/new?contact=${contactId}`)}>
      Lag tilbud
    </Button>
  );
}
