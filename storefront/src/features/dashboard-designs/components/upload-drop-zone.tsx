import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_UPLOAD_MB, UPLOAD_ACCEPT, UPLOAD_FILE_TYPES } from '@russ/schema/designs/uploads';
import { LineIcon } from '@/components/ui/icon';
import styles from './designs.module.css';

const TYPE_LIST = UPLOAD_FILE_TYPES.map((type) => type.label).join(', ');

/**
 * Drag a file onto the area or pick one with the button. Only hands the file on; the caller checks it
 * (`checkDesignFile`) and uploads it.
 */
export function UploadDropZone({
  onFile,
  disabled = false,
  buttonLabel = 'Velg fil',
  inputLabel = 'Velg designfil',
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  buttonLabel?: string;
  inputLabel?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <LineIcon
        d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
        size={36}
        strokeWidth="1.8"
        linecap="round"
        linejoin="round"
      />
      <p className={styles.dropTitle}>Dra og slipp filen her</p>
      <p id={hintId} className={styles.dropHint}>
        {TYPE_LIST} · Maks {MAX_UPLOAD_MB}MB per fil
      </p>
      <button type="button" className="btn btn-outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {buttonLabel}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="visually-hidden"
        aria-label={inputLabel}
        aria-describedby={hintId}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file can be picked again after a refusal
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

/** The upload's progress as a bar and a percentage. */
export function UploadProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Opplasting" />
      <span>{percent} %</span>
    </div>
  );
}
