import { GROUP_DISCOUNT_MARKETING_MAX_PERCENT } from '@russ/schema/catalog/discounts';
import { MATERIAL } from '@russ/schema/content/policies';
import { DELIVERY, FREE_SHIPPING_MIN_QUANTITY, REPLY_TIMES } from '@russ/schema/common/shipping';
import { FeatureCardList } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import styles from './why-choose-us.module.css';

const POINTS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Kvalitet som varer',
    text: `${MATERIAL.composition}, sertifisert etter ${MATERIAL.certification}.`,
  },
  {
    icon: 'palette',
    title: 'Gratis designhjelp',
    text: 'Send oss logo eller idé, så lager vi et digitalt utkast dere godkjenner før produksjon.',
  },
  {
    icon: 'users',
    title: 'Grupperabatt',
    text: `Opptil ${GROUP_DISCOUNT_MARKETING_MAX_PERCENT} % rabatt for russekull, klasser, lag og store grupper.`,
  },
  {
    icon: 'truck',
    title: 'Gratis frakt',
    text: `Gratis frakt på bestillinger over ${FREE_SHIPPING_MIN_QUANTITY} produkter, levert til hele Norge.`,
  },
  {
    icon: 'clock',
    title: `Levering på ${DELIVERY.standardWeeks.min}-${DELIVERY.standardWeeks.max} uker`,
    text: 'Fra bekreftet bestilling og betaling – planlegg litt ekstra i mars til mai.',
  },
  {
    icon: 'heart',
    title: 'Personlig service',
    text: `Egen kontaktperson for gruppebestillinger og svar innen ${REPLY_TIMES.contactPage}.`,
  },
];

/** 'Hvorfor velge oss': six reasons (Home 8). */
export function WhyChooseUs({ headingId }: { headingId: string }) {
  return (
    <section className="section container" aria-labelledby={headingId}>
      <h2 id={headingId}>Hvorfor velge oss</h2>
      <p className="lead">Landets mest pålitelige leverandør av russeklær for norsk ungdom.</p>
      <FeatureCardList className={`grid grid-3 ${styles.list}`} cards={POINTS} />
    </section>
  );
}
