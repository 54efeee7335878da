import { MailOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ContactSummary, QuoteFromContactButton, type ContactSummaryFields } from './contact-summary';

interface ContactDrawerProps {
  contact: ContactSummaryFields | null;
  onClose: () => void;
}

/**
 * A quick look at the whole enquiry from the list, with `Lag tilbud` for a quote request and `Svar`, which opens
 * the message's own page (`/admin/contacts/:id`) where the answer is written, mailed and kept.
 */
export function ContactDrawer({ contact, onClose }: ContactDrawerProps) {
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
            {contact.subject === 'tilbud' && <QuoteFromContactButton contactId={contact.id} />}
            <Button type="primary" icon={<MailOutlined />} onClick={() => navigate(`/contacts/${contact.id}#svar`)}>
              Svar
            </Button>
          </Space>
        )
      }
    >
      {contact && <ContactSummary contact={contact} column={1} bordered />}
    </Drawer>
  );
}
