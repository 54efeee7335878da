import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IssueInvoiceDialog } from './issue-invoice-dialog';

export interface OrderInvoiceActionsProps {
  orderNumber: string;
  /** A group order may be invoiced per member instead (admin §4). */
  isGroupOrder: boolean;
  /** The order already has an invoice (credit notes aside): nothing more to issue. */
  invoiced: boolean;
  cancelled: boolean;
  onIssued: () => void;
}

/** 'Lag faktura' and, for a group order, 'Fordel faktura på medlemmer' on an order's page (admin §4). */
export function OrderInvoiceActions({
  orderNumber,
  isGroupOrder,
  invoiced,
  cancelled,
  onIssued,
}: OrderInvoiceActionsProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'single' | 'members' | null>(null);
  if (invoiced || cancelled) return null;
  return (
    <>
      <Button onClick={() => setMode('single')}>Lag faktura</Button>
      {isGroupOrder ? <Button onClick={() => setMode('members')}>Fordel faktura på medlemmer</Button> : null}
      <IssueInvoiceDialog
        mode={mode}
        orderNumber={orderNumber}
        onClose={() => setMode(null)}
        onIssued={(invoiceId) => {
          setMode(null);
          onIssued();
          if (invoiceId) void navigate(`/invoices/${invoiceId}`);
        }}
      />
    </>
  );
}
