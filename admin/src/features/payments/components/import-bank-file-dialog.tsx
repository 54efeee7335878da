import { App, Form } from 'antd';
import { useState } from 'react';
import { BANK_FILE_MAX_BYTES, BANK_FILE_MESSAGES } from '@russ/schema/invoices/bank-files';
import { FileField } from '@/components/file-field';
import { FormDialog } from '@/components/form-dialog';
import { useImportBankFile } from '@/features/payments/api/payments';

/**
 * `Importer bankfil`: one camt.054 or OCR file from the bank (the server tells which from the content). The answer
 * ('N innbetalinger lest, M koblet til faktura, K må behandles.') is shown as a message; a refusal under the field.
 */
export function ImportBankFileDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const importBankFile = useImportBankFile();
  const [form] = Form.useForm<Record<string, never>>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!file) {
      setFileError(BANK_FILE_MESSAGES.empty);
      return;
    }
    if (file.size > BANK_FILE_MAX_BYTES) {
      setFileError(BANK_FILE_MESSAGES.tooLarge);
      return;
    }
    setBusy(true);
    try {
      const outcome = await importBankFile(file);
      if (!outcome.ok) {
        setFileError(outcome.message);
        return;
      }
      message.success(outcome.message);
      setFile(null);
      onImported();
    } catch {
      setFileError('Kunne ikke importere filen. Prøv igjen.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Importer bankfil"
      open={open}
      okText="Importer"
      busy={busy}
      onClose={() => {
        setFile(null);
        setFileError(null);
        onClose();
      }}
      form={form}
      onFinish={submit}
    >
      <FileField
        id="bank-file"
        help="camt.054 (XML) eller OCR-fil fra banken, høyst 10 MB."
        error={fileError}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
      />
    </FormDialog>
  );
}
