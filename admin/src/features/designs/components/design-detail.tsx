import { DESIGN_REVIEW_LIMITS, DESIGN_REVIEW_MESSAGES } from '@russ/schema/designs/design-review';
import { checkDesignFile, formatFileSize } from '@russ/schema/designs/design-rules';
import { formatDateNb, formatDateTime } from '@russ/schema/common/dates';
import { Alert, App, Button, Card, Descriptions, Form, Image, Input, List, Space, Tag, Typography } from 'antd';
import { useRunStep } from '@/lib/use-run-step';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { useState } from 'react';
import type { StaffDesignFieldsFragment as StaffDesign } from '@/gql/graphql';
import { useDesignSteps, useUploadDesignProof } from '@/features/designs/api/designs';
import { designStatusTone, designStatusLabel } from '@/features/designs/design-status';
import { Confirm } from '@/components/confirm';
import { DetailSections, RecordCard } from '@/components/detail-page';
import { FormDialog } from '@/components/form-dialog';
import { FileField } from '@/components/file-field';

const isImage = (mimeType: string) => mimeType.startsWith('image/');

type DesignFileRow = StaffDesign['files'][number];

/** One version: its preview (a picture, or a link to the PDF), file name, size, when and who uploaded it. */
function VersionItem({ file }: { file: DesignFileRow }) {
  return (
    <List.Item data-testid="design-version">
      <List.Item.Meta
        avatar={
          isImage(file.mimeType) ? (
            <Image
              src={file.url}
              alt={`Forhåndsvisning av versjon ${file.version}`}
              width={96}
              height={96}
              style={{ objectFit: 'contain', background: '#fafafa' }}
            />
          ) : (
            <Typography.Link href={file.url} target="_blank" rel="noopener">
              Åpne PDF
            </Typography.Link>
          )
        }
        title={
          <Space size={6} wrap>
            <span>Versjon {file.version}</span>
            {file.isProof ? <Tag color="blue">Korrektur fra oss</Tag> : <Tag>Fra kunden</Tag>}
            {file.isLatest ? <Tag color="green">Nyeste</Tag> : null}
          </Space>
        }
        description={
          <>
            <Typography.Link href={`${file.url}?download=1`}>{file.fileName}</Typography.Link> ·{' '}
            {formatFileSize(file.fileSize)} · {formatDateTime(file.uploadedAt)} · lastet opp av{' '}
            {file.isProof ? `butikken (${file.uploadedByStaff ?? 'ansatt'})` : 'kunden'}
            {file.proofMessage ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                Melding til kunden: {file.proofMessage}
              </Typography.Paragraph>
            ) : null}
          </>
        }
      />
    </List.Item>
  );
}

/**
 * One design for staff (admin §6): the customer and group, every version with its preview and who uploaded it,
 * the customer's request for changes, and the actions the status allows: `Last opp korrektur`, `Godkjenn`,
 * `Avvis` (with 'Begrunnelse') and `Sett i produksjon`. The page frame shows its `Historikk`.
 */
export function DesignDetail({ design: d }: { design: StaffDesign }) {
  const { message } = App.useApp();
  const run = useRunStep();
  const steps = useDesignSteps();
  const uploadDesignProof = useUploadDesignProof();
  const [proofOpen, setProofOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [proofFile, setProofFile] = useState<File | null>(null);
  const [proofFileError, setProofFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [proofForm] = Form.useForm<{ message: string }>();
  const can = (action: string) => d.actions.includes(action);

  const submitProof = async ({ message: note }: { message?: string }) => {
    if (!proofFile) {
      setProofFileError('Velg en fil å laste opp');
      return;
    }
    const early = checkDesignFile(proofFile);
    if (early) {
      setProofFileError(early);
      return;
    }
    setUploading(true);
    try {
      const outcome = await uploadDesignProof(d.id, proofFile, note ?? '');
      if (!outcome.ok) {
        if (outcome.field === 'message') proofForm.setFields([{ name: 'message', errors: [outcome.message] }]);
        else setProofFileError(outcome.message);
        return;
      }
      message.success('Korrekturen er lastet opp, og kunden har fått e-post.');
      setProofOpen(false);
    } catch {
      setProofFileError('Kunne ikke laste opp korrekturen. Prøv igjen.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <DetailSections>
      <RecordCard
        title="Design"
        actions={
          <>
            {can('uploadProof') ? (
              <Button
                onClick={() => {
                  setProofFile(null);
                  setProofFileError(null);
                  setProofOpen(true);
                }}
              >
                Last opp korrektur
              </Button>
            ) : null}
            {can('approve') ? (
              <Button
                type="primary"
                loading={steps.busy}
                onClick={() => run(() => steps.approve(d.id), 'Designet er godkjent, og kunden har fått e-post.')}
              >
                Godkjenn
              </Button>
            ) : null}
            {can('reject') ? (
              <Button danger onClick={() => setRejectOpen(true)}>
                Avvis
              </Button>
            ) : null}
            {can('setInProduction') ? (
              <Confirm
                description="Designet settes i produksjon og kan ikke endres etterpå."
                onConfirm={() =>
                  run(() => steps.setInProduction(d.id), 'Designet er satt i produksjon, og kunden har fått e-post.')
                }
              >
                <Button type="primary" loading={steps.busy}>
                  Sett i produksjon
                </Button>
              </Confirm>
            ) : null}
          </>
        }
      >
        {d.changeRequest ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="Kunden ber om endringer i korrekturen"
            description={
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="change-request">
                {d.changeRequest}
                {d.changeRequestedAt ? (
                  <Typography.Text type="secondary"> ({formatDateTime(d.changeRequestedAt)})</Typography.Text>
                ) : null}
              </Typography.Paragraph>
            }
          />
        ) : null}
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Navn">{d.name}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusTag tone={designStatusTone(d.status)}>{designStatusLabel(d.status)}</StatusTag>
          </Descriptions.Item>
          <Descriptions.Item label="Kunde">
            {/* A non-breaking space: the item's flex layout drops a trailing plain one. */}
            {d.customerName ? `${d.customerName},\u00a0` : ''}
            <Typography.Link href={`mailto:${d.memberEmail}`}>{d.memberEmail}</Typography.Link>
          </Descriptions.Item>
          <Descriptions.Item label="Gruppe">{d.groupName ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Opprettet">{formatDateNb(d.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Oppdatert">{formatDateNb(d.updatedAt)}</Descriptions.Item>
          {d.approvedAt ? <Descriptions.Item label="Godkjent">{formatDateTime(d.approvedAt)}</Descriptions.Item> : null}
          {d.description ? (
            <Descriptions.Item label="Beskrivelse" span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{d.description}</Typography.Paragraph>
            </Descriptions.Item>
          ) : null}
          {d.notes ? (
            <Descriptions.Item label="Merknad til kunden" span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{d.notes}</Typography.Paragraph>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </RecordCard>

      <Card title="Versjoner">
        <List
          aria-label="Versjoner"
          dataSource={d.files}
          rowKey="id"
          locale={{ emptyText: 'Ingen filer' }}
          renderItem={(file) => <VersionItem file={file} />}
        />
      </Card>

      <FormDialog
        title="Last opp korrektur"
        open={proofOpen}
        okText="Last opp"
        busy={uploading}
        onClose={() => setProofOpen(false)}
        form={proofForm}
        onFinish={submitProof}
      >
        <FileField
          id="proof-file"
          accept=".png,.jpg,.jpeg,.svg,.pdf,image/png,image/jpeg,image/svg+xml,application/pdf"
          help="PNG, JPG, SVG eller PDF, høyst 10 MB. Kunden får korrekturen på e-post."
          error={proofFileError}
          onChange={(chosen) => {
            setProofFile(chosen);
            setProofFileError(null);
          }}
        />
        <Form.Item
          label="Melding til kunden"
          name="message"
          rules={[{ max: DESIGN_REVIEW_LIMITS.message, message: DESIGN_REVIEW_MESSAGES.messageTooLong }]}
        >
          <Input.TextArea rows={4} maxLength={DESIGN_REVIEW_LIMITS.message} showCount />
        </Form.Item>
      </FormDialog>

      <ReasonDialog
        title="Avvis design"
        open={rejectOpen}
        okText="Avvis"
        busy={steps.busy}
        onClose={() => setRejectOpen(false)}
        extra="Begrunnelsen vises for kunden og sendes på e-post."
        min={DESIGN_REVIEW_LIMITS.reason.min}
        max={DESIGN_REVIEW_LIMITS.reason.max}
        messages={{ required: DESIGN_REVIEW_MESSAGES.reasonRequired, tooLong: DESIGN_REVIEW_MESSAGES.reasonTooLong }}
        onSubmit={(reason, refuse) =>
          run(
            () => steps.reject(d.id, reason),
            'Designet er avvist, og kunden har fått e-post med begrunnelsen.',
            refuse,
          )
        }
      />
    </DetailSections>
  );
}
