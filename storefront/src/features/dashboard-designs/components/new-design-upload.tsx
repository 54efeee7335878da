import { useState, type FormEvent } from 'react';
import { checkDesignFile, DESIGN_LIMITS, formatFileSize } from '@russ/schema/designs/design-rules';
import { useToast } from '@/components/ui/toast';
import { useSessionEnded } from '@/hooks/use-session-ended';
import type { FieldErrorMap } from '@/lib/field-errors';
import { useDesignUpload, type UploadOutcome } from '@/features/dashboard-designs/api/upload-design';
import { DesignTextFields, type DesignText } from './design-text-fields';
import { UploadDropZone, UploadProgress } from './upload-drop-zone';
import styles from './designs.module.css';

const NO_TEXT: DesignText = { name: '', description: '' };

const nameFromFile = (fileName: string) =>
  fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/** Shows what the server answered to a refused upload; a lost session goes to the login page (spec §8). */
export function useUploadRefusal() {
  const { toast } = useToast();
  const sessionEnded = useSessionEnded();
  return (outcome: Extract<UploadOutcome, { status: 'refused' }>) => {
    if (outcome.httpStatus === 401) {
      sessionEnded();
      return;
    }
    toast({ variant: 'destructive', title: 'Kunne ikke laste opp filen', description: outcome.message });
  };
}

/**
 * The upload area of the designs tab: pick or drop a file (checked in the browser first: type and 10 MB), name
 * it, and send it. The server checks the file again by its content.
 */
export function NewDesignUpload({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState<DesignText>(NO_TEXT);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const { upload, progress, uploading } = useDesignUpload();
  const { toast } = useToast();
  const showRefusal = useUploadRefusal();

  const pick = (picked: File) => {
    const problem = checkDesignFile(picked);
    if (problem) {
      setErrors({ file: problem });
      toast({ variant: 'destructive', title: 'Kunne ikke laste opp filen', description: problem });
      return;
    }
    setErrors({});
    setFile(picked);
    if (!text.name.trim()) setText({ ...text, name: nameFromFile(picked.name).slice(0, DESIGN_LIMITS.name) });
  };

  const reset = () => {
    setFile(null);
    setText(NO_TEXT);
    setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || uploading) return;
    try {
      const outcome = await upload({ file, ...text });
      if (outcome.status === 'uploaded') {
        reset();
        toast({ title: 'Designet er lastet opp', description: 'Du finner det under Mine design.' });
        onUploaded();
      } else {
        setErrors(outcome.fieldErrors);
        showRefusal(outcome);
      }
    } catch (error) {
      console.error('[designs] upload failed', error);
      toast({
        variant: 'destructive',
        title: 'Kunne ikke laste opp filen',
        description: 'Noe gikk galt. Prøv igjen senere.',
      });
    }
  };

  return (
    <div className={styles.uploadCard}>
      <UploadDropZone onFile={pick} disabled={uploading} />
      {errors.file && !file ? (
        <p className="field-error" role="alert">
          {errors.file}
        </p>
      ) : null}
      {file ? (
        <form className={`form-grid ${styles.uploadForm}`} onSubmit={onSubmit} aria-label="Nytt design">
          <p className={styles.chosenFile}>
            <span className={styles.chosenName}>{file.name}</span>
            <span className="muted"> · {formatFileSize(file.size)}</span>
          </p>
          {errors.file ? <p className="field-error">{errors.file}</p> : null}
          <DesignTextFields
            nameLabel="Navn på designet"
            text={text}
            onChange={setText}
            errors={errors}
            descriptionPlaceholder="Hvor skal trykket stå, hvilke farger ..."
          />
          {progress !== null ? <UploadProgress progress={progress} /> : null}
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={uploading}>
              {uploading ? 'Laster opp...' : 'Last opp design'}
            </button>
            <button type="button" className="btn btn-outline" disabled={uploading} onClick={reset}>
              Avbryt
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
