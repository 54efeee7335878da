import { useMutation, useQuery } from '@apollo/client/react';
import { App, Alert, Input, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatNok } from '@russ/schema/common/money';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { refetchHistory } from '@/lib/refetch-history';
import { BankPaymentLinkCandidatesDocument, LinkBankPaymentDocument } from '@/features/payments/api/payments';

/**
 * `Koble til faktura`: search by invoice number, name or amount; the invoices whose rest equals the payment's
 * amount are offered first (and marked). Linking applies the payment as a KID match would have.
 */
export function LinkPaymentDialog({
  payment,
  onClose,
  onLinked,
}: {
  payment: { id: string; amount: string; payerName?: string | null } | null;
  onClose: () => void;
  onLinked: () => void;
}) {
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, loading } = useQuery(BankPaymentLinkCandidatesDocument, {
    variables: { paymentId: payment?.id ?? '', search: search.trim() || null },
    skip: !payment,
    fetchPolicy: 'network-only',
  });
  const [link, linking] = useMutation(LinkBankPaymentDocument, refetchHistory);
  const candidates = data?.bankPaymentLinkCandidates ?? [];

  const close = () => {
    setSearch('');
    setChosen(null);
    setRefusal(null);
    onClose();
  };

  const save = async () => {
    if (!payment || !chosen) {
      setRefusal('Velg fakturaen innbetalingen gjelder');
      return;
    }
    try {
      const { data: linked } = await link({ variables: { id: payment.id, invoiceId: chosen } });
      message.success(`Innbetalingen er koblet til faktura ${linked?.linkBankPayment.invoiceNumber ?? ''}.`);
      setSearch('');
      setChosen(null);
      setRefusal(null);
      onLinked();
    } catch (error) {
      const failure = graphQLFailureOf(error);
      setRefusal(Object.values(failure.fieldErrors)[0] ?? failure.message);
    }
  };

  return (
    <Modal
      title="Koble til faktura"
      open={payment != null}
      okText="Lagre"
      cancelText="Avbryt"
      confirmLoading={linking.loading}
      onCancel={close}
      onOk={() => void save()}
      destroyOnHidden
    >
      {payment ? (
        <Typography.Paragraph>
          Innbetaling på {formatNok(payment.amount)}
          {payment.payerName ? ` fra ${payment.payerName}` : ''}.
        </Typography.Paragraph>
      ) : null}
      <Input.Search
        aria-label="Søk etter faktura"
        placeholder="Fakturanummer, navn eller beløp"
        allowClear
        onSearch={(value) => setSearch(value)}
        style={{ marginBottom: 12 }}
      />
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
      {!loading && candidates.length === 0 ? (
        <Typography.Text type="secondary">Ingen fakturaer passer.</Typography.Text>
      ) : (
        <Radio.Group value={chosen} onChange={(event) => setChosen(event.target.value as string)}>
          <Space direction="vertical">
            {candidates.map((invoice) => (
              <Radio key={invoice.id} value={invoice.id}>
                <strong>{invoice.invoiceNumber}</strong> {invoice.customerName ?? invoice.customerEmail} – Restbeløp{' '}
                {formatNok(invoice.restAmount)} ({invoice.statusLabel})
                {invoice.restMatches ? (
                  <Tag color="green" style={{ marginLeft: 8 }}>
                    Beløpet stemmer
                  </Tag>
                ) : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
