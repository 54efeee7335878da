import { formatTierRange, GROUP_DISCOUNT_READINGS } from '@russ/schema/catalog/discounts';
import { FeatureCardList } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { ServiceCta } from '@/features/services/components/service-cta';
import { usePageMeta } from '@/lib/page-meta';
import styles from '@/features/services/service-page.module.css';

// This page shows its own reading of the tiers (5/10/15%); the terms show theirs (storefront §9).
const TIERS = GROUP_DISCOUNT_READINGS.groupDiscountsPage.tiers;

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'truck', title: 'Gratis frakt', text: 'Gratis frakt på alle gruppebestillinger, uansett antall.' },
  {
    icon: 'heart',
    title: 'Dedikert kundeservice',
    text: 'Én fast kontaktperson som følger gruppen fra første spørsmål til levering.',
  },
  {
    icon: 'tag',
    title: 'Fleksibel betaling',
    text: 'Fleksible betalingsløsninger, også faktura etter avtale for skoler, lag og store grupper.',
  },
  { icon: 'clock', title: 'Prioritert produksjon', text: 'Gruppebestillinger får prioritet i produksjonen.' },
];

export default function GroupDiscountsPage() {
  usePageMeta({
    title: 'Grupperabatter',
    description:
      'Grupperabatt på russeklær fra 10 produkter, gratis frakt på alle gruppebestillinger, dedikert kundeservice, fleksibel betaling og prioritert produksjon.',
  });
  return (
    <>
      <PageHero
        eyebrow="Grupperabatter"
        title="Jo flere dere er, jo bedre pris"
        lead="Bestiller dere sammen, får hele gruppen rabatt – i tillegg til gratis frakt og en egen kontaktperson."
      />

      <section className="section container" aria-labelledby="rabattrinn">
        <h2 id="rabattrinn">Rabattrinn</h2>
        <ul className={styles.tiers} aria-label="Rabatt etter antall produkter">
          {TIERS.map((tier) => (
            <li key={tier.minQuantity} className={styles.tier}>
              <span className={styles.tierPercent}>{tier.percent}%</span>
              <span className={styles.tierRange}>{formatTierRange(tier)}</span>
              <span className="muted">rabatt på hele bestillingen</span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          Rabatten gjelder fra {TIERS[0].minQuantity} produkter i samme bestilling. Antallet teller på tvers av plagg.
        </p>
      </section>

      <section className="section section-tinted" aria-labelledby="ekstra-fordeler">
        <div className="container">
          <h2 id="ekstra-fordeler">Ekstra fordeler for grupper</h2>
          <FeatureCardList className={`grid grid-2 ${styles.plainList}`} cards={BENEFITS} />
        </div>
      </section>

      <ServiceCta id="tilbud-gruppe" title="Hvor mange er dere?" buttonLabel="Få tilbud for gruppen din">
        <p>Fortell oss hvor mange dere er og hva dere trenger, så regner vi ut prisen for gruppen.</p>
      </ServiceCta>
    </>
  );
}
