import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { formatNok } from '@russ/schema/common/money';
import { PAYMENT_MESSAGES } from '@russ/schema/invoices/payment-status';
import { ReasonDialog } from '@/components/reason-dialog';
import { refetchHistory } from '@/lib/refetch-history';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { IgnoreBankPaymentDocument } from '@/features/payments/api/payments';

/** `Ignorer` with 'Begrunnelse': a payment that waits is set aside ('Ignorert'). */
export function IgnorePaymentDialog({
  payment,
  onClose,
  onIgnored,
}: {
  payment: { id: string; amount: string } | null;
  onClose: () => void;
  onIgnored: () => void;
}) {
  const { message } = App.useApp();
  const [ignore, ignoring] = useMutation(IgnoreBankPaymentDocument, refetchHistory);
  return (
    <ReasonDialog
      title={payment ? `Ignorer innbetaling på ${formatNok(payment.amount)}` : 'Ignorer'}
      open={payment != null}
      okText="Ignorer"
      busy={ignoring.loading}
      onClose={onClose}
      max={500}
      messages={{ required: PAYMENT_MESSAGES.reason, tooLong: PAYMENT_MESSAGES.reason }}
      onSubmit={async (reason, refuse) => {
        if (!payment) return false;
        try {
          await ignore({ variables: { id: payment.id, reason: reason.trim() } });
          message.success('Innbetalingen er ignorert.');
          onIgnored();
          return false;
        } catch (error) {
          const failure = graphQLFailureOf(error);
          refuse(Object.values(failure.fieldErrors)[0] ?? failure.message);
          return false;
        }
      }}
    />
  );
}
