import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { accountingPeriod, type AccountingExportInput } from '@russ/schema/invoices/accounting-export';

type PeriodKind = 'month' | 'custom';

const lastMonth = () => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
};

/** The download address of a period: `/api/admin/accounting-export?month=2026-03` or `?from=…&to=…`. */
export function accountingExportUrl(input: AccountingExportInput): string {
  const query = new URLSearchParams(
    Object.entries(input).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `/api/admin/accounting-export?${query.toString()}`;
}

/**
 * `Regnskapseksport` (admin §17, administrators): a month (last month by default) or a custom from–to, downloaded
 * as `regnskap-ÅÅÅÅ-MM.csv`. The period is checked here with the server's own rule, so a bad one never leaves.
 */
export function AccountingExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<PeriodKind>('month');
  const [month, setMonth] = useState(lastMonth);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const input: AccountingExportInput = kind === 'month' ? { month } : { from, to };
  const checked = accountingPeriod(input);
  const errors = checked.ok ? {} : checked.fieldErrors;
  const help = (field: 'month' | 'from' | 'to') =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {};
  return (
    <Modal
      title="Regnskapseksport"
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Avbryt
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!checked.ok}
          href={checked.ok ? accountingExportUrl(input) : undefined}
          download={checked.ok ? checked.period.fileName : undefined}
          onClick={onClose}
        >
          Last ned
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label="Periode">
          <Radio.Group value={kind} onChange={(event) => setKind(event.target.value as PeriodKind)}>
            <Radio value="month">Måned</Radio>
            <Radio value="custom">Egendefinert periode</Radio>
          </Radio.Group>
        </Form.Item>
        {kind === 'month' ? (
          <Form.Item label="Måned" htmlFor="accounting-month" {...help('month')}>
            <Input id="accounting-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </Form.Item>
        ) : (
          <>
            <Form.Item label="Fra" htmlFor="accounting-from" {...help('from')}>
              <Input id="accounting-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </Form.Item>
            <Form.Item label="Til" htmlFor="accounting-to" {...help('to')}>
              <Input id="accounting-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
