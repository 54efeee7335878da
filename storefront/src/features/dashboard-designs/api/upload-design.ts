import { useCallback, useState } from 'react';
import type { FieldErrorMap } from '@/lib/field-errors';

export type UploadOutcome =
  | { status: 'uploaded'; designId: string }
  | { status: 'refused'; httpStatus: number; message: string; fieldErrors: FieldErrorMap };

const FALLBACK = 'Noe gikk galt. Prøv igjen senere.';

/**
 * Sends one multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). Resolves
 * with the outcome the server gave; rejects only when the request never got an answer.
 */
function send(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error('Nettverksfeil under opplasting'));
    xhr.onabort = () => reject(new Error('Opplastingen ble avbrutt'));
    xhr.onload = () => {
      let body: { id?: unknown; message?: unknown; fieldErrors?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText || '{}') as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 201 && body.id != null) {
        resolve({ status: 'uploaded', designId: String(body.id) });
        return;
      }
      const fieldErrors =
        body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as FieldErrorMap) : {};
      resolve({
        status: 'refused',
        httpStatus: xhr.status,
        message: typeof body.message === 'string' && body.message ? body.message : FALLBACK,
        fieldErrors,
      });
    };
    xhr.send(form);
  });
}

/**
 * Uploads a new design (name, description, file) or, with `designId`, a new version of one. `progress` runs from 0
 * to 1 while the file is on its way (null when idle).
 */
export function useDesignUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (input: { file: File; designId?: string; name?: string; description?: string }): Promise<UploadOutcome> => {
      const form = new FormData();
      // Text fields first: the server reads the form in order.
      if (input.name !== undefined) form.append('name', input.name);
      if (input.description !== undefined) form.append('description', input.description);
      form.append('file', input.file, input.file.name);
      const url = input.designId ? `/api/customer/designs/${input.designId}/files` : '/api/customer/designs';
      setProgress(0);
      try {
        return await send(url, form, setProgress);
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { upload, progress, uploading: progress !== null };
}
