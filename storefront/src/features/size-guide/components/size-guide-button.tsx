import { lazy, Suspense, useRef, useState } from 'react';
import type { PageSizeChartType } from '@russ/schema/catalog/size-charts';
import { LineIcon } from '@/components/ui/icon';
import { useHydrated } from '@/lib/hydrated';

// The dialog (charts, toggles, notes) is code the page does not need until the visitor asks for it: it is loaded
// when the pointer or focus reaches the button, and rendered only once it has been opened.
const loadDialog = () => import('./size-guide-dialog');
const SizeGuideDialog = lazy(() => loadDialog().then((module) => ({ default: module.SizeGuideDialog })));
const prefetchDialog = () => {
  void loadDialog();
};

type SizeGuideButtonProps = {
  types: readonly PageSizeChartType[];
  productTitle: string;
  className?: string;
};

/** 'Størrelsesguide' button that opens the size guide dialog for the page's chart types. */
export function SizeGuideButton({ types, productTitle, className = 'btn btn-outline' }: SizeGuideButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <LineIcon d="M2 8h20v8H2zM6 8v3M10 8v4M14 8v3M18 8v4" size={20} linejoin="round" />
        Størrelsesguide
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SizeGuideDialog
            open={open}
            onClose={() => setOpen(false)}
            types={types}
            productTitle={productTitle}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
