import { LockOutlined, SendOutlined } from '@ant-design/icons';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag';
import type { StaffThreadDetailFragment as StaffThread } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { useRunStep } from '@/lib/use-run-step';
import { useThreadSteps } from '@/features/messages/api/messages';
import { threadStatusTone, threadStatusLabel, threadTypeLabel } from '@/features/messages/thread-status';
import { ThreadRelated } from './thread-related';
import { Confirm } from '@/components/confirm';
import { DetailSections } from '@/components/detail-page';
import { requiredText } from '@/lib/form-rules';

const ENTRY_STYLE: Record<string, React.CSSProperties> = {
  customer: { background: '#f4f4f5', marginInlineEnd: '15%' },
  staff: { background: '#e6f4ff', marginInlineStart: '15%' },
  note: { background: '#fffbe6', border: '1px dashed #faad14', marginInlineStart: '15%' },
};

/**
 * One thread for staff: the customer, what it is about, every message and internal note oldest first, one reply
 * box ('Melding') with `Send svar` (to the customer) and `Intern notat` (staff only) and `Lukk tråd`.
 */
export function ThreadDetail({ thread, canReply }: { thread: StaffThread; canReply: boolean }) {
  const steps = useThreadSteps();
  const [form] = Form.useForm<{ body: string }>();

  const run = useRunStep();

  const submit = async (kind: 'reply' | 'note') => {
    const { body } = await form.validateFields();
    const ok = await run(
      () => (kind === 'reply' ? steps.reply(thread.id, body) : steps.note(thread.id, body)),
      kind === 'reply' ? 'Svaret er sendt, og kunden har fått e-post.' : 'Internt notat er lagret.',
      (text) => form.setFields([{ name: 'body', errors: [text] }]),
    );
    if (ok) form.resetFields();
  };

  return (
    <DetailSections>
      <Card
        title="Samtale"
        extra={
          canReply && thread.status !== 'closed' ? (
            <Confirm
              description="Tråden lukkes. Svarer kunden, åpnes den igjen."
              onConfirm={() => run(() => steps.close(thread.id), 'Tråden er lukket.')}
            >
              <Button icon={<LockOutlined />} loading={steps.busy}>
                Lukk tråd
              </Button>
            </Confirm>
          ) : null
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Status">
            <StatusTag tone={threadStatusTone(thread.status)} data-testid="thread-status">
              {threadStatusLabel(thread.status)}
            </StatusTag>
          </Descriptions.Item>
          <Descriptions.Item label="Kunde">
            <Space direction="vertical" size={0}>
              {thread.customerName ? <Typography.Text>{thread.customerName}</Typography.Text> : null}
              <Typography.Link href={`mailto:${thread.memberEmail}`}>{thread.memberEmail}</Typography.Link>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Type">{threadTypeLabel(thread.type)}</Descriptions.Item>
          <Descriptions.Item label="Gjelder">
            <ThreadRelated thread={thread} />
          </Descriptions.Item>
          <Descriptions.Item label="Opprettet">{formatDateTime(thread.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Siste aktivitet">{formatDateTime(thread.lastMessageAt)}</Descriptions.Item>
        </Descriptions>

        <ol
          aria-label="Meldinger"
          data-testid="thread-entries"
          style={{ listStyle: 'none', padding: 0, marginTop: 24 }}
        >
          {thread.entries.map((entry) => (
            <li
              key={entry.key}
              data-kind={entry.kind}
              style={{ ...ENTRY_STYLE[entry.kind], padding: '10px 14px', borderRadius: 8, marginBottom: 12 }}
            >
              <Space size={8} wrap style={{ marginBottom: 4 }}>
                <Typography.Text strong>
                  {entry.kind === 'customer' ? (thread.customerName ?? entry.author) : entry.author}
                </Typography.Text>
                {entry.kind === 'staff' ? <Tag color="blue">Svar til kunden</Tag> : null}
                {entry.kind === 'note' ? (
                  <Tag color="gold" icon={<LockOutlined />}>
                    Intern notat – kun synlig for ansatte
                  </Tag>
                ) : null}
                <Typography.Text type="secondary">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </Typography.Text>
              </Space>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.body}</Typography.Paragraph>
            </li>
          ))}
        </ol>

        {canReply ? (
          <Form form={form} layout="vertical" requiredMark={false}>
            <Form.Item
              label="Melding"
              name="body"
              extra="«Send svar» sender meldingen til kunden på e-post. «Intern notat» ser bare ansatte."
              rules={[
                requiredText(MESSAGE_MESSAGES.bodyRequired),
                { max: MESSAGE_LIMITS.body, message: MESSAGE_MESSAGES.bodyTooLong },
              ]}
            >
              <Input.TextArea rows={4} maxLength={MESSAGE_LIMITS.body} showCount />
            </Form.Item>
            <Space wrap>
              <Button type="primary" icon={<SendOutlined />} loading={steps.busy} onClick={() => submit('reply')}>
                Send svar
              </Button>
              <Button icon={<LockOutlined />} loading={steps.busy} onClick={() => submit('note')}>
                Intern notat
              </Button>
            </Space>
          </Form>
        ) : null}
      </Card>
    </DetailSections>
  );
}
