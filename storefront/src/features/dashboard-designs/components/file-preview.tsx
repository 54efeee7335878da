import { useState } from 'react';
import { isPreviewableImage } from '@/features/dashboard-designs/api/designs-tab-area';
import { LineIcon } from '@/components/ui/icon';
import styles from './designs.module.css';

/**
 * A picture of a design file: PNG, JPG and SVG through <img> (an SVG shown that way cannot run script), a PDF as
 * a document icon. Falls back to a note when the file cannot be loaded.
 */
export function FileThumbnail({ url, mimeType, alt }: { url: string; mimeType: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!isPreviewableImage(mimeType) || failed) {
    return (
      <div className={styles.thumbFallback}>
        <LineIcon
          d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6"
          size={36}
          strokeWidth="1.6"
          linejoin="round"
        />
        <span>{failed ? 'Ingen forhåndsvisning' : mimeType === 'application/pdf' ? 'PDF' : 'Fil'}</span>
      </div>
    );
  }
  return <img className={styles.thumbImage} src={url} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
