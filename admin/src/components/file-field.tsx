import { Form } from 'antd';

export interface FileFieldProps {
  /** The input's id (the label points at it). */
  id: string;
  /** What the field takes ('PNG, JPG … høyst 10 MB'), shown while there is no error. */
  help: string;
  /** The refusal to show under the field instead of `help`. */
  error: string | null;
  accept?: string;
  /** The chosen file, or null when the choice was cleared. */
  onChange: (file: File | null) => void;
}

/**
 * 'Fil': one file chosen for an upload dialog (a proof, a bank file), with its help text or the refusal under it.
 * The dialog keeps the file and sends it itself (multipart), since a form field's value cannot hold a File.
 */
export function FileField({ id, help, error, accept, onChange }: FileFieldProps) {
  return (
    <Form.Item label="Fil" htmlFor={id} required validateStatus={error ? 'error' : undefined} help={error ?? help}>
      <input id={id} type="file" accept={accept} onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
    </Form.Item>
  );
}
