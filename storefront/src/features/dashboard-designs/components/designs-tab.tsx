import { useState } from 'react';
import { UPLOAD_GUIDANCE } from '@russ/schema/designs/uploads';
import { LoadState } from '@/components/ui/load-state';
import { useToast } from '@/components/ui/toast';
import { useDesignsArea, useRefreshDesigns } from '@/features/dashboard-designs/api/designs-tab-area';
import { useSubmitDesignForReview } from '@/features/dashboard-designs/api/design-details';
import { DesignCard } from './design-card';
import { DesignEditDialog } from './design-edit-dialog';
import { DesignPreviewDialog } from './design-preview-dialog';
import { NewDesignUpload } from './new-design-upload';
import tabStyles from '@/styles/dashboard-tab.module.css';
import styles from './designs.module.css';

/** A design of the tab's list: its id, and the fragments its card and dialogs read. */
type ListedDesign = NonNullable<ReturnType<typeof useDesignsArea>['area']>['designs'][number];

type Open = { kind: 'view' | 'edit'; design: ListedDesign } | null;

/**
 * The designs tab of the customer dashboard (customer-area §2): the upload area (PNG, JPG, SVG, PDF), the design
 * cards with status, description, notes and the 'Vis' and 'Rediger' buttons, and the design guidelines.
 */
export default function DesignsTab() {
  const { area, error } = useDesignsArea();
  const refresh = useRefreshDesigns();
  const [open, setOpen] = useState<Open>(null);
  const [submittingId, setSubmittingId] = useState<string | null>(null);
  const { submitForReview } = useSubmitDesignForReview();
  const { toast } = useToast();

  const submit = async (design: ListedDesign) => {
    setSubmittingId(design.id);
    try {
      const outcome = await submitForReview(design.id);
      if (outcome.status === 'saved') {
        toast({ title: 'Sendt til godkjenning', description: 'Vi ser på designet og gir deg beskjed.' });
        await refresh();
      } else {
        toast({ variant: 'destructive', title: 'Kunne ikke sende designet', description: outcome.message });
      }
    } catch (err) {
      console.error('[designs] submit failed', err);
      toast({
        variant: 'destructive',
        title: 'Kunne ikke sende designet',
        description: 'Noe gikk galt. Prøv igjen senere.',
      });
    } finally {
      setSubmittingId(null);
    }
  };

  // Dialogs keep the design they opened with; the list may refresh underneath.
  const current = (design: ListedDesign) => area?.designs.find((d) => d.id === design.id) ?? design;

  return (
    <div className={tabStyles.tab}>
      <section className={tabStyles.section} aria-labelledby="last-opp-design">
        <h2 id="last-opp-design" className={tabStyles.sectionTitle}>
          Last opp design
        </h2>
        <NewDesignUpload onUploaded={() => void refresh()} />
      </section>

      <section className={tabStyles.section} aria-labelledby="mine-design">
        <h2 id="mine-design" className={tabStyles.sectionTitle}>
          Mine design
        </h2>
        {!area ? (
          <LoadState
            failed={!!error}
            loading="Laster design..."
            failure="Kunne ikke laste designene. Prøv igjen senere."
          />
        ) : area.designs.length === 0 ? (
          <div className={`card ${tabStyles.empty}`}>
            <p className={tabStyles.emptyTitle}>Du har ingen design ennå</p>
            <p className="muted">Last opp logoen eller trykket ditt over, så ser vi på det.</p>
          </div>
        ) : (
          <ul className={styles.designGrid}>
            {area.designs.map((design) => (
              <DesignCard
                key={design.id}
                design={design}
                onView={() => setOpen({ kind: 'view', design })}
                onEdit={() => setOpen({ kind: 'edit', design })}
                onSubmit={() => void submit(design)}
                submitting={submittingId === design.id}
                onAnswered={() => void refresh()}
              />
            ))}
          </ul>
        )}
      </section>

      <section className={`card ${styles.guidelines}`} aria-labelledby="retningslinjer">
        <h2 id="retningslinjer" className={tabStyles.sectionTitle}>
          Retningslinjer for design
        </h2>
        <ul className={styles.guideList}>
          {UPLOAD_GUIDANCE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      {open?.kind === 'view' ? (
        <DesignPreviewDialog design={current(open.design)} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'edit' ? (
        <DesignEditDialog
          design={current(open.design)}
          onClose={() => setOpen(null)}
          onChanged={() => void refresh()}
        />
      ) : null}
    </div>
  );
}
