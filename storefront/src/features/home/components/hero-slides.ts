import { assetUrl, heroImageSrcSet } from '@russ/schema/catalog/assets';
import { GROUP_DISCOUNT_MARKETING_MAX_PERCENT } from '@russ/schema/catalog/discounts';
import { MATERIAL } from '@russ/schema/content/policies';
import { DELIVERY, FREE_SHIPPING_MIN_QUANTITY } from '@russ/schema/common/shipping';

export type HeroSlide = {
  image: string;
  /** The picture's WebP copies by width (`srcset`). */
  srcSet: string;
  /** The picture carries the slide's heading; the alt text repeats it. */
  alt: string;
  text: string;
  cta: { label: string; to: string };
};

const heroPicture = (file: string) => ({ image: assetUrl(file), srcSet: heroImageSrcSet(file) });

/** The five hero slides (storefront §2, Home 1): four lead to /products, the group-discount slide to /contact. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    ...heroPicture('hero-1.jpg'),
    alt: 'Russeklær 2025 – russeklær med deres egen logo',
    text: 'Hoodies, crewnecks, sweatpants og russedresser med deres egen logo, navn og farger.',
    cta: { label: 'Se produkter', to: '/products' },
  },
  {
    ...heroPicture('hero-2.jpg'),
    alt: 'Gratis designhjelp – fra idé til ferdige klær',
    text: 'Send oss logo eller idé – vi lager et digitalt utkast dere godkjenner før produksjon.',
    cta: { label: 'Utforsk kolleksjonen', to: '/products' },
  },
  {
    ...heroPicture('hero-3.jpg'),
    alt: `Grupperabatt – opptil ${GROUP_DISCOUNT_MARKETING_MAX_PERCENT} % rabatt for grupper`,
    text: `Russekull, klasser og lag får opptil ${GROUP_DISCOUNT_MARKETING_MAX_PERCENT} % grupperabatt, gratis frakt og egen kontaktperson.`,
    cta: { label: 'Få tilbud for gruppen', to: '/contact' },
  },
  {
    ...heroPicture('hero-4.jpg'),
    alt: 'Kvalitet – OEKO-TEX-sertifiserte klær',
    text: `${MATERIAL.composition}, sertifisert etter ${MATERIAL.certification}.`,
    cta: { label: 'Se alle produkter', to: '/products' },
  },
  {
    ...heroPicture('hero-5.jpg'),
    alt: `Levering – fri frakt fra ${FREE_SHIPPING_MIN_QUANTITY} produkter`,
    text: `Levering på ${DELIVERY.standardWeeks.min}-${DELIVERY.standardWeeks.max} uker til hele Norge, gratis frakt på bestillinger over ${FREE_SHIPPING_MIN_QUANTITY} produkter.`,
    cta: { label: 'Finn deres favoritter', to: '/products' },
  },
];
