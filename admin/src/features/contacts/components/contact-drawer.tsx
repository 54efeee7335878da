import { FileAddOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Grid, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDateTime } from '@russ/schema/common/dates';
import { contactSubjectColor, contactSubjectLabel } from '@/features/contacts/contact-subjects';

export const ContactDrawer_ContactFragment = graphql(`
  fragment ContactDrawer_Contact on Contact {
    id
    firstName
    lastName
    email
    subject
    message
    createdAt
  }
`);

interface ContactDrawerProps {
  contact: FragmentType<typeof ContactDrawer_ContactFragment> | null;
  onClose: () => void;
}

/**
 * A quick look at the whole enquiry from the list, with `Lag tilbud` for a quote request and `Svar`, which opens
 * the message's own page (`/admin/contacts/:id`) where the answer is written, mailed and kept.
 */
export function ContactDrawer({ contact: contactRef, onClose }: ContactDrawerProps) {
  const contact = getFragmentData(ContactDrawer_ContactFragment, contactRef);
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  return (
    <Drawer
      open={contact !== null}
      onClose={onClose}
      width={screens.sm === false ? '100%' : 560}
      title={contact ? `Henvendelse fra ${contact.firstName} ${contact.lastName}` : 'Henvendelse'}
      extra={
        contact && (
          <Space wrap>
            {contact.subject === 'tilbud' && (
              // A quote request is answered with a quote (admin §2); the quote form reads the contact itself.
              <Button icon={<FileAddOutlined />} onClick={() => navigate(`/quotes/new?contact=${contact.id}`)}>
                Lag tilbud
              </Button>
            )}
            <Button type="primary" icon={<MailOutlined />} onClick={() => navigate(`/contacts/${contact.id}#svar`)}>
              Svar
            </Button>
          </Space>
        )
      }
    >
      {contact && (
        <>
          <Descriptions column={1} size="small" bordered>
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
      )}
    </Drawer>
  );
}
