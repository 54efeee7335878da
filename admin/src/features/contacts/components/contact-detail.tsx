import { SendOutlined } from '@ant-design/icons';
import { CONTACT_ANSWER_MESSAGES, CONTACT_LIMITS } from '@russ/schema/contact/contact.validators';
import { App, Button, Card, Empty, Form, Input, Space, Typography } from 'antd';
import { getFragmentData } from '@/gql';
import type { ContactDetailFragment } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { graphQLFailureOf, inputRefusalOf } from '@/lib/graphql-errors';
import { useAnswerContact } from '@/features/contacts/api/contact';
import { ContactFieldsFragment } from '@/features/contacts/api/contacts';
import { ContactSummary, QuoteFromContactButton } from './contact-summary';
import { requiredText } from '@/lib/form-rules';

/**
 * One contact message: the sender, subject and whole text, the answers sent with `Svar` (who, when, text), the
 * answer form and `Lag tilbud` for a quote request (admin §2).
 */
export function ContactDetail({ contact: detail, canReply }: { contact: ContactDetailFragment; canReply: boolean }) {
  const contact = getFragmentData(ContactFieldsFragment, detail);
  const { message } = App.useApp();
  const { answer, busy } = useAnswerContact();
  const [form] = Form.useForm<{ body: string }>();

  const submit = async ({ body }: { body: string }) => {
    try {
      await answer(contact.id, body);
      message.success(`Svaret er sendt til ${contact.email}.`);
      form.resetFields();
    } catch (error) {
      const refusal = inputRefusalOf(error);
      if (refusal) {
        form.setFields([{ name: 'body', errors: [refusal] }]);
        return;
      }
      message.error(graphQLFailureOf(error).message);
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="Henvendelse"
        extra={contact.subject === 'tilbud' ? <QuoteFromContactButton contactId={contact.id} /> : null}
      >
        <ContactSummary contact={contact} column={{ xs: 1, md: 2 }} />
      </Card>

      <Card title="Svar til avsender" id="svar">
        {detail.replies.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ikke besvart ennå" />
        ) : (
          <ol aria-label="Svar sendt" data-testid="contact-replies" style={{ listStyle: 'none', padding: 0 }}>
            {detail.replies.map((reply) => (
              <li
                key={reply.id}
                style={{ background: '#e6f4ff', padding: '10px 14px', borderRadius: 8, marginBottom: 12 }}
              >
                <Typography.Text type="secondary">
                  {reply.staffUsername} · <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{reply.body}</Typography.Paragraph>
              </li>
            ))}
          </ol>
        )}
        {canReply ? (
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
            <Form.Item
              label="Melding"
              name="body"
              extra={`Svaret sendes på e-post til ${contact.email} og lagres her.`}
              rules={[
                requiredText(CONTACT_ANSWER_MESSAGES.bodyRequired),
                { max: CONTACT_LIMITS.message, message: CONTACT_ANSWER_MESSAGES.bodyTooLong },
              ]}
            >
              <Input.TextArea rows={5} maxLength={CONTACT_LIMITS.message} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy}>
              Svar
            </Button>
          </Form>
        ) : null}
      </Card>
    </Space>
  );
}
