import { formatFileSize } from '@russ/schema/designs/design-rules';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { designFileUrl, isPreviewableImage } from '@/features/dashboard-designs/api/designs-tab-area';
import { Dialog } from '@/components/ui/dialog';
import { FileThumbnail } from './file-preview';
import styles from './designs.module.css';

export const DesignPreviewDialog_DesignFragment = graphql(`
  fragment DesignPreviewDialog_Design on Design {
    id
    name
    latestFile {
      id
      fileName
      mimeType
      fileSize
      version
    }
  }
`);

/** 'Vis': the latest file of a design, as a picture (PNG, JPG, SVG) or an embedded PDF, with a download link. */
export function DesignPreviewDialog({
  design: designRef,
  onClose,
}: {
  design: FragmentType<typeof DesignPreviewDialog_DesignFragment>;
  onClose: () => void;
}) {
  const design = getFragmentData(DesignPreviewDialog_DesignFragment, designRef);
  const file = design.latestFile;
  if (!file) return null;
  const url = designFileUrl(design.id, file.id);
  return (
    <Dialog
      title={design.name}
      description={`Versjon ${file.version} · ${file.fileName} · ${formatFileSize(file.fileSize)}`}
      onClose={onClose}
      wide
    >
      <div className={styles.preview} data-testid="design-preview">
        {isPreviewableImage(file.mimeType) ? (
          <FileThumbnail url={url} mimeType={file.mimeType} alt={`Forhåndsvisning av ${design.name}`} />
        ) : (
          <object data={url} type="application/pdf" className={styles.pdf} aria-label={`PDF: ${file.fileName}`}>
            <p>
              Nettleseren kan ikke vise PDF-en her. <a href={url}>Åpne PDF-en</a>
            </p>
          </object>
        )}
      </div>
      <div className={styles.actions}>
        <a className="btn btn-outline" href={designFileUrl(design.id, file.id, true)} download={file.fileName}>
          Last ned
        </a>
        <button type="button" className="btn btn-dark" onClick={onClose}>
          Lukk
        </button>
      </div>
    </Dialog>
  );
}
