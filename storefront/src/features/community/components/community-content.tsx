import { FeatureCardList } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';

type Point = { icon: IconName; title: string; text: string };

/** What members get (customer-area spec §1). */
const BENEFITS: Point[] = [
  { icon: 'tag', title: 'Medlemsrabatter', text: 'Faste rabatter på russeklær og tilbehør så lenge du er medlem.' },
  { icon: 'bell', title: 'Først ute', text: 'Få beskjed om nye produkter og tilbud før alle andre.' },
  { icon: 'gift', title: 'Eksklusive tilbud', text: 'Tilbud og kampanjer som bare gjelder for medlemmer.' },
  { icon: 'truck', title: 'Gratis ekspresslevering', text: 'Rask levering på 1-2 dager, helt uten fraktkostnad.' },
  {
    icon: 'palette',
    title: 'Gratis designhjelp',
    text: 'Våre designere hjelper deg med logo og trykk – uten ekstra kostnad.',
  },
];

const WHY_JOIN: Point[] = [
  {
    icon: 'heart',
    title: 'Helt gratis',
    text: 'Medlemskapet koster ingenting og har ingen binding. Du kan melde deg ut når du vil.',
  },
  {
    icon: 'shield',
    title: 'Levert i tide – garantert',
    text: 'Klærne kommer i tide til russetiden, ellers får du pengene tilbake.',
  },
  {
    icon: 'users',
    title: 'For hele gjengen',
    text: 'Samle russekullet, klassen eller laget og følg bestillingene i kundeområdet.',
  },
];

export function CommunityBenefits() {
  return (
    <FeatureCardList
      className="grid grid-5"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      label="Medlemsfordeler"
      cards={BENEFITS}
    />
  );
}

export function WhyJoin() {
  return (
    <FeatureCardList className="grid grid-3" style={{ listStyle: 'none', margin: 0, padding: 0 }} cards={WHY_JOIN} />
  );
}
