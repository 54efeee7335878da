import { useState, type FormEvent } from 'react';
import { checkDesignFile, DESIGN_MESSAGES, formatFileSize } from '@russ/schema/designs/design-rules';
import { formatDateNb } from '@russ/schema/common/dates';
import { useToast } from '@/components/ui/toast';
import type { FieldErrorMap } from '@/lib/field-errors';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useDesignDetails, useUpdateDesign } from '@/features/dashboard-designs/api/design-details';
import { useDesignUpload } from '@/features/dashboard-designs/api/upload-design';
import { Dialog } from '@/components/ui/dialog';
import { DesignTextFields, type DesignText } from './design-text-fields';
import { useUploadRefusal } from './new-design-upload';
import { UploadDropZone, UploadProgress } from './upload-drop-zone';
import styles from './designs.module.css';

const ERROR = 'Noe gikk galt. Prøv igjen senere.';

export const DesignEditDialog_DesignFragment = graphql(`
  fragment DesignEditDialog_Design on Design {
    id
    name
    description
    status
  }
`);

/** 'Rediger': name and description, a new version (upload), and every version so far. */
export function DesignEditDialog({
  design: designRef,
  onClose,
  onChanged,
}: {
  design: FragmentType<typeof DesignEditDialog_DesignFragment>;
  onClose: () => void;
  onChanged: () => void;
}) {
  const design = getFragmentData(DesignEditDialog_DesignFragment, designRef);
  const [text, setText] = useState<DesignText>({ name: design.name, description: design.description ?? '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [versionError, setVersionError] = useState<string | null>(null);
  const { data, refetch } = useDesignDetails(design.id);
  const { updateDesign, saving } = useUpdateDesign();
  const { upload, progress, uploading } = useDesignUpload();
  const { toast } = useToast();
  const showRefusal = useUploadRefusal();
  const locked = design.status === 'in_production';
  const files = data?.design.files ?? [];

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    try {
      const outcome = await updateDesign(design.id, text);
      if (outcome.status === 'saved') {
        setErrors({});
        toast({ title: 'Endringene er lagret' });
        onChanged();
      } else {
        setErrors(outcome.fieldErrors);
        toast({ variant: 'destructive', title: 'Kunne ikke lagre', description: outcome.message });
      }
    } catch (error) {
      console.error('[designs] update failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke lagre', description: ERROR });
    }
  };

  const onNewVersion = async (file: File) => {
    const problem = checkDesignFile(file);
    setVersionError(problem);
    if (problem) {
      toast({ variant: 'destructive', title: 'Kunne ikke laste opp filen', description: problem });
      return;
    }
    try {
      const outcome = await upload({ file, designId: design.id });
      if (outcome.status === 'uploaded') {
        toast({ title: 'Ny versjon lastet opp', description: file.name });
        await refetch();
        onChanged();
      } else {
        // Quota, upload rate and content refusals name the file field: shown under the drop zone too.
        setVersionError(outcome.fieldErrors.file ?? null);
        showRefusal(outcome);
      }
    } catch (error) {
      console.error('[designs] new version failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke laste opp filen', description: ERROR });
    }
  };

  return (
    <Dialog title={`Rediger ${design.name}`} onClose={onClose} wide>
      {locked ? <p className={styles.notes}>{DESIGN_MESSAGES.inProduction}</p> : null}
      <form className="form-grid" onSubmit={onSave} aria-label="Rediger design">
        <DesignTextFields nameLabel="Navn" text={text} onChange={setText} errors={errors} disabled={locked} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={saving || locked}>
            {saving ? 'Lagrer...' : 'Lagre endringer'}
          </button>
        </div>
      </form>

      <section className={styles.dialogSection} aria-labelledby="ny-versjon">
        <h3 id="ny-versjon" className={styles.subTitle}>
          Ny versjon
        </h3>
        <p className="muted">
          Last opp en ny fil for å erstatte den gjeldende. Et godkjent eller avvist design går tilbake til utkast og må
          sendes til godkjenning på nytt.
        </p>
        <UploadDropZone
          onFile={onNewVersion}
          disabled={uploading || locked}
          buttonLabel="Last opp ny versjon"
          inputLabel="Velg fil for ny versjon"
        />
        {versionError ? (
          <p className="field-error" role="alert">
            {versionError}
          </p>
        ) : null}
        {progress !== null ? <UploadProgress progress={progress} /> : null}
      </section>

      <section className={styles.dialogSection} aria-labelledby="versjoner">
        <h3 id="versjoner" className={styles.subTitle}>
          Versjoner
        </h3>
        {files.length === 0 ? (
          <p className="muted">{data ? 'Ingen filer ennå.' : 'Laster versjoner...'}</p>
        ) : (
          <ol className={styles.versions} data-testid="design-versions">
            {files.map((file) => (
              <li key={file.id} className={styles.version}>
                <span className={styles.versionName}>
                  Versjon {file.version}
                  {file.isLatest ? <span className={styles.latest}>Gjeldende</span> : null}
                </span>
                <span className="muted">
                  {file.fileName} · {formatFileSize(file.fileSize)} ·{' '}
                  <time dateTime={file.uploadedAt}>{formatDateNb(file.uploadedAt, 'datetime')}</time>
                </span>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  Åpne
                </a>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Dialog>
  );
}
