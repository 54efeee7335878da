import { ProCard } from '@ant-design/pro-components';
import { App, Button, Descriptions, Space, Tabs, Typography } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { Link, useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { formatDateTime } from '@russ/schema/common/dates';
import { useResendMail } from '@/features/mail-log/api/mail-log';
import { mailStatusTone, mailStatusLabel } from '@/features/mail-log/mail-status';
import { MailRecordLink } from './mail-log-table';
import { Confirm } from '@/components/confirm';

export const MailDeliveryDetail_MailFragment = graphql(`
  fragment MailDeliveryDetail_Mail on MailDeliveryDetail {
    id
    at
    recipient
    type
    kind
    subject
    status
    attempts
    lastError
    recordType
    recordId
    resendOfId
    html
    text
    attachments
    messageId
    canResend
    resends {
      id
      at
      status
      attempts
    }
  }
`);

/**
 * One mail of the `E-postlogg` as it was sent: who, what kind, status, attempts and the last error, the record it
 * is about, the original or the resends, and the mail itself (the HTML in a sandboxed frame that runs no scripts,
 * and the text). `Send på nytt` (mail.resend) asks 'Er du sikker?' and opens the new delivery.
 */
export function MailDeliveryDetail({
  mail: mailRef,
  canResend,
}: {
  mail: FragmentType<typeof MailDeliveryDetail_MailFragment>;
  /** The viewer holds mail.resend. */
  canResend: boolean;
}) {
  const mail = getFragmentData(MailDeliveryDetail_MailFragment, mailRef);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [resend, { loading }] = useResendMail();

  const onResend = async () => {
    try {
      const { data } = await resend({ variables: { id: mail.id } });
      message.success('E-posten er lagt i kø for å sendes på nytt.');
      if (data) navigate(`/mail/${data.resendMail.id}`);
    } catch (error) {
      message.error(graphQLFailureOf(error).message);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProCard
        title={mail.subject || '–'}
        bordered
        extra={
          canResend && mail.canResend ? (
            <Confirm description={`E-posten sendes på nytt til ${mail.recipient}.`} onConfirm={onResend}>
              <Button type="primary" loading={loading}>
                Send på nytt
              </Button>
            </Confirm>
          ) : null
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Status">
            <StatusTag tone={mailStatusTone(mail.status)} data-testid="mail-status">
              {mailStatusLabel(mail.status)}
            </StatusTag>
          </Descriptions.Item>
          <Descriptions.Item label="Tidspunkt">{formatDateTime(mail.at)}</Descriptions.Item>
          <Descriptions.Item label="Mottaker">{mail.recipient || '–'}</Descriptions.Item>
          <Descriptions.Item label="Type">{mail.kind}</Descriptions.Item>
          <Descriptions.Item label="Forsøk">{mail.attempts}</Descriptions.Item>
          <Descriptions.Item label="Gjelder">
            <MailRecordLink recordType={mail.recordType} recordId={mail.recordId} />
          </Descriptions.Item>
          {mail.lastError ? (
            <Descriptions.Item label="Siste feil" span={2}>
              <Typography.Text type="danger">{mail.lastError}</Typography.Text>
            </Descriptions.Item>
          ) : null}
          {mail.attachments.length > 0 ? (
            <Descriptions.Item label="Vedlegg" span={2}>
              {mail.attachments.join(', ')}
            </Descriptions.Item>
          ) : null}
          {mail.resendOfId != null ? (
            <Descriptions.Item label="Sendt på nytt fra" span={2}>
              <Link to={`/mail/${mail.resendOfId}`} data-testid="mail-original-link">
                E-post {mail.resendOfId}
              </Link>
            </Descriptions.Item>
          ) : null}
          {mail.resends.length > 0 ? (
            <Descriptions.Item label="Sendt på nytt" span={2}>
              <Space direction="vertical" size={0}>
                {mail.resends.map((r) => (
                  <Link key={r.id} to={`/mail/${r.id}`} data-testid="mail-resend-link">
                    E-post {r.id}, {formatDateTime(r.at)} ({mailStatusLabel(r.status)})
                  </Link>
                ))}
              </Space>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </ProCard>
      <ProCard title="E-posten som sendt" bordered>
        {mail.html == null && mail.text == null ? (
          <Typography.Text type="secondary">
            E-posten ble ikke laget, så det finnes ikke noe innhold å vise.
          </Typography.Text>
        ) : (
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                children: mail.html ? (
                  <iframe
                    title="E-posten som sendt"
                    sandbox=""
                    srcDoc={mail.html}
                    data-testid="mail-html"
                    style={{ width: '100%', height: 600, border: '1px solid #f0f0f0', borderRadius: 6 }}
                  />
                ) : (
                  <Typography.Text type="secondary">Ingen HTML-del.</Typography.Text>
                ),
              },
              {
                key: 'text',
                label: 'Tekst',
                forceRender: true,
                children: (
                  <pre data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 13 }}>
                    {mail.text ?? ''}
                  </pre>
                ),
              },
            ]}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Innloggingslenker og andre lenker med nøkkel vises ikke i loggen.
        </Typography.Paragraph>
      </ProCard>
    </Space>
  );
}
