import { formatNok } from '@russ/schema/common/money';
import { formatDateNb, formatDateTime } from '@russ/schema/common/dates';
import { colourLabel } from '@russ/schema/catalog/colours';
import {
  RETURN_REJECT_REASON_LIMITS,
  RETURN_STAFF_MESSAGES,
  returnCompletionCapability,
} from '@russ/schema/returns/return-rules';
import { Button, Descriptions, Form, InputNumber, Tag, Typography } from 'antd';
import { useRunStep } from '@/lib/use-run-step';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { useState } from 'react';
import type { StaffReturnFieldsFragment as StaffReturn } from '@/gql/graphql';
import { useReturnSteps } from '@/features/returns/api/returns';
import { returnStatusTone, returnStatusLabel } from '@/features/returns/return-status';
import { Confirm } from '@/components/confirm';
import { DetailSections, RecordCard } from '@/components/detail-page';
import { FormDialog } from '@/components/form-dialog';

/**
 * One return: its order, customer and line, the refund, and the steps `Godkjenn`, `Avvis`, `Fullfør`. `Fullfør`
 * with a refund issues a credit note, so it is offered only to a viewer who may credit (`canCredit`); others see
 * why instead.
 */
export function ReturnDetail({ staffReturn: r, canCredit }: { staffReturn: StaffReturn; canCredit: boolean }) {
  const run = useRunStep();
  const steps = useReturnSteps();
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [approveForm] = Form.useForm<{ refundAmount: number | null }>();
  const canApprove = r.nextStatuses.includes('approved');
  const canReject = r.nextStatuses.includes('rejected');
  const completable = r.nextStatuses.includes('completed');
  const completeNeedsCredit = returnCompletionCapability(r.refundAmount) === 'invoices.credit' && !canCredit;
  const canComplete = completable && !completeNeedsCredit;

  const item = [
    `${r.itemQuantity} × ${r.itemName}`,
    [r.itemSize ? `str. ${r.itemSize}` : null, r.itemColor ? colourLabel(r.itemColor) : null]
      .filter(Boolean)
      .join(', '),
  ]
    .filter(Boolean)
    .join(' – ');

  return (
    <DetailSections>
      <RecordCard
        title="Retur"
        actions={
          <>
            {canApprove ? (
              <Button
                type="primary"
                onClick={() => {
                  approveForm.setFieldsValue({ refundAmount: Number(r.refundAmount ?? r.itemPrice) });
                  setApproveOpen(true);
                }}
              >
                Godkjenn
              </Button>
            ) : null}
            {canReject ? (
              <Button danger onClick={() => setRejectOpen(true)}>
                Avvis
              </Button>
            ) : null}
            {canComplete ? (
              <Confirm
                description={`Refusjonen på ${formatNok(r.refundAmount ?? 0)} er utbetalt, og det lages en kreditnota.`}
                onConfirm={() => run(() => steps.complete(r.id), 'Returen er fullført, og kreditnota er laget.')}
              >
                <Button type="primary" loading={steps.busy}>
                  Fullfør
                </Button>
              </Confirm>
            ) : completable ? (
              <Typography.Text type="secondary" data-testid="return-complete-needs-credit">
                {RETURN_STAFF_MESSAGES.completeNeedsCredit}
              </Typography.Text>
            ) : null}
          </>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Status">
            <StatusTag tone={returnStatusTone(r.status)}>{returnStatusLabel(r.status)}</StatusTag>
          </Descriptions.Item>
          <Descriptions.Item label="Meldt">{formatDateNb(r.requestedAt)}</Descriptions.Item>
          <Descriptions.Item label="Ordre">
            {r.orderNumber} ({formatNok(r.orderTotal)})
          </Descriptions.Item>
          <Descriptions.Item label="Kunde">
            {r.customerName ? `${r.customerName}, ` : ''}
            <Typography.Link href={`mailto:${r.memberEmail}`}>{r.memberEmail}</Typography.Link>
          </Descriptions.Item>
          <Descriptions.Item label="Vare">
            {item}
            {r.isCustomItem ? (
              <Tag style={{ marginInlineStart: 8 }} color="purple">
                Tilpasset
              </Tag>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label="Varens pris">{formatNok(r.itemPrice)}</Descriptions.Item>
          <Descriptions.Item label="Årsak">{r.reason}</Descriptions.Item>
          <Descriptions.Item label="Refusjonsbeløp">
            {r.refundAmount != null ? formatNok(r.refundAmount) : '–'}
          </Descriptions.Item>
          {r.description ? (
            <Descriptions.Item label="Kundens beskrivelse" span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.description}</Typography.Paragraph>
            </Descriptions.Item>
          ) : null}
          {r.rejectionReason ? (
            <Descriptions.Item label="Begrunnelse" span={2}>
              {r.rejectionReason}
            </Descriptions.Item>
          ) : null}
          {r.approvedAt ? <Descriptions.Item label="Godkjent">{formatDateTime(r.approvedAt)}</Descriptions.Item> : null}
          {r.completedAt ? (
            <Descriptions.Item label="Fullført">{formatDateTime(r.completedAt)}</Descriptions.Item>
          ) : null}
          {r.rejectedAt ? <Descriptions.Item label="Avvist">{formatDateTime(r.rejectedAt)}</Descriptions.Item> : null}
        </Descriptions>
      </RecordCard>

      <FormDialog
        title="Godkjenn retur"
        open={approveOpen}
        okText="Godkjenn"
        busy={steps.busy}
        onClose={() => setApproveOpen(false)}
        form={approveForm}
        onFinish={async ({ refundAmount }) => {
          const ok = await run(
            () => steps.approve(r.id, String(refundAmount ?? '')),
            'Returen er godkjent, og kunden har fått e-post.',
            (text) => approveForm.setFields([{ name: 'refundAmount', errors: [text] }]),
          );
          if (ok) setApproveOpen(false);
        }}
      >
        <Form.Item
          label="Refusjonsbeløp"
          name="refundAmount"
          extra={`Høyst varens pris: ${formatNok(r.itemPrice)}`}
          rules={[{ required: true, message: RETURN_STAFF_MESSAGES.refundAmount }]}
        >
          <InputNumber min={0} step={1} precision={2} decimalSeparator="," addonAfter="kr" style={{ width: 200 }} />
        </Form.Item>
      </FormDialog>

      <ReasonDialog
        title="Avvis retur"
        open={rejectOpen}
        okText="Avvis"
        busy={steps.busy}
        onClose={() => setRejectOpen(false)}
        extra="Begrunnelsen sendes til kunden."
        min={RETURN_REJECT_REASON_LIMITS.min}
        max={RETURN_REJECT_REASON_LIMITS.max}
        messages={{
          required: RETURN_STAFF_MESSAGES.rejectReason,
          tooLong: RETURN_STAFF_MESSAGES.rejectReasonTooLong,
        }}
        onSubmit={(reason, refuse) =>
          run(
            () => steps.reject(r.id, reason),
            'Returen er avvist, og kunden har fått e-post med begrunnelsen.',
            refuse,
          )
        }
      />
    </DetailSections>
  );
}
