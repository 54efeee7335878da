import { formatFileSize } from '@russ/schema/designs/design-rules';
import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { designFileUrl } from '@/features/dashboard-designs/api/designs-tab-area';
import { DesignStatusBadge } from './design-status-badge';
import { FileThumbnail } from './file-preview';
import { ProofAnswer } from './proof-answer';
import styles from './designs.module.css';

/** What a design card shows. */
export const DesignCard_DesignFragment = graphql(`
  fragment DesignCard_Design on Design {
    id
    name
    description
    status
    notes
    approvedAt
    createdAt
    updatedAt
    canAnswerProof
    changeRequest
    latestFile {
      id
      fileName
      mimeType
      fileSize
      version
      uploadedAt
      isProof
      proofMessage
    }
  }
`);

/**
 * One design (customer-area §2, tab designs): status label, description, notes from staff, the latest version,
 * and the buttons 'Vis', 'Rediger' and, for a draft, 'Send til godkjenning'.
 */
export function DesignCard({
  design: designRef,
  onView,
  onEdit,
  onSubmit,
  submitting,
  onAnswered,
}: {
  design: FragmentType<typeof DesignCard_DesignFragment>;
  onView: () => void;
  onEdit: () => void;
  onSubmit: () => void;
  submitting: boolean;
  onAnswered: () => void;
}) {
  const design = getFragmentData(DesignCard_DesignFragment, designRef);
  const file = design.latestFile;
  const headingId = `design-${design.id}`;
  return (
    <li className={`card ${styles.designCard}`} aria-labelledby={headingId} data-testid="design-card">
      <div className={styles.thumb}>
        {file ? (
          <FileThumbnail url={designFileUrl(design.id, file.id)} mimeType={file.mimeType} alt="" />
        ) : (
          <span className="muted">Ingen fil</span>
        )}
      </div>
      <div className={styles.designBody}>
        <div className={styles.designHead}>
          <h3 id={headingId} className={styles.designName}>
            {design.name}
          </h3>
          <DesignStatusBadge status={design.status} />
        </div>
        {design.description ? <p className={styles.description}>{design.description}</p> : null}
        {design.notes ? (
          <p className={styles.notes}>
            <strong>Merknad fra oss:</strong> {design.notes}
          </p>
        ) : null}
        {file?.isProof && design.status !== 'draft' ? (
          <ProofAnswer
            designId={design.id}
            designName={design.name}
            proofMessage={file.proofMessage ?? null}
            canAnswer={design.canAnswerProof}
            changeRequest={design.changeRequest ?? null}
            onAnswered={onAnswered}
          />
        ) : null}
        {file ? (
          <p className={styles.meta}>
            Versjon {file.version} · {file.fileName} · {formatFileSize(file.fileSize)} · lastet opp{' '}
            <time dateTime={file.uploadedAt}>{formatDateNb(file.uploadedAt)}</time>
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={onView} disabled={!file}>
            Vis
          </button>
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={onEdit}>
            Rediger
          </button>
          {design.status === 'draft' ? (
            <button
              type="button"
              className={`btn btn-primary ${styles.small}`}
              onClick={onSubmit}
              disabled={submitting}
            >
              {submitting ? 'Sender...' : 'Send til godkjenning'}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
