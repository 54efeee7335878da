import type { Category } from './categories.js';
import { FROM_PRICES_NOK } from './prices.js';
import { fromPriceText } from '../common/money.js';
import { assetUrl } from './assets.js';

/**
 * The catalogue the shop is seeded with: every product the storefront spec names, with its from-price and
 * category, plus russedresser (in underdeler, name contains 'Russedress'), accessories and patches.
 * `sortOrder` is global; within overdeler the first six are the home page's popular products.
 * `image` is a file in api/assets, served as /api/assets/<image> (see assets.ts) (rendered by api/scripts/make-assets.ts).
 */
export interface CatalogProduct {
  name: string;
  /** Norwegian; the first sentence stands alone (cards show only it). */
  description: string;
  category: Category;
  fromPriceNok: number;
  /** Display text as the storefront reads it: 'Fra 449,-'. */
  price: string;
  /** Main colourway (a colour value, see catalog/colours.ts), or null. */
  color: string | null;
  image: string;
  sortOrder: number;
  /** Garment silhouette used for the generated product image. */
  artwork: ProductArtwork;
}

export type ProductArtwork =
  | 'hoodie'
  | 'ziphoodie'
  | 'crewneck'
  | 'longsleeve'
  | 'tshirt'
  | 'sweatpants'
  | 'shorts'
  | 'overall'
  | 'trousers'
  | 'bandana'
  | 'beanie'
  | 'cap'
  | 'boots'
  | 'sunglasses'
  | 'bag'
  | 'stickers'
  | 'patch';

type Entry = Omit<CatalogProduct, 'price' | 'sortOrder'>;

const entries: Entry[] = [
  // overdeler: the first six are the popular products on the home page
  {
    name: 'Hoodie Original',
    description:
      'Vår mest populære russehoodie med stor hette, kengurulomme og myk innside. Lages med deres egen logo på brystet og navn eller tekst på ryggen. 80% bomull og 20% akryl, sertifisert etter OEKO-TEX Standard 100. Finnes i jente- og unisex-modell, størrelse XS-XL.',
    category: 'overdeler',
    fromPriceNok: FROM_PRICES_NOK.hoodie,
    color: 'navy',
    image: 'hoodie-original.jpg',
    artwork: 'hoodie',
  },
  {
    name: 'Ziphoodie Premium',
    description:
      'Tykk ziphoodie med metallglidelås og børstet innside som holder varmen gjennom hele russetiden. Brodert eller trykket logo på brystet og stort ryggtrykk. 80% bomull og 20% akryl, OEKO-TEX Standard 100.',
    category: 'overdeler',
    fromPriceNok: FROM_PRICES_NOK.zipHoodie,
    color: 'granitt',
    image: 'ziphoodie-premium.jpg',
    artwork: 'ziphoodie',
  },
  {
    name: 'Crewneck',
    description:
      'Klassisk sweatshirt med rund hals og ribbede mansjetter, perfekt til hverdag og russetreff. Trykk på bryst, rygg eller arm etter eget ønske. 80% bomull og 20% akryl.',
    category: 'overdeler',
    fromPriceNok: FROM_PRICES_NOK.crewneck,
    color: 'lys-graa',
    image: 'crewneck.jpg',
    artwork: 'crewneck',
  },
  {
    name: 'Longsleeve',
    description:
      'Lett langermet trøye som passer alene på varme vårdager eller under hoodien. Trykk med logo og navn på bryst og ermer. Myk bomullsblanding med god passform.',
    category: 'overdeler',
    fromPriceNok: FROM_PRICES_NOK.longsleeve,
    color: 'bellini',
    image: 'longsleeve.jpg',
    artwork: 'longsleeve',
  },
  {
    name: 'Hoodie Jente',
    description:
      'Hoodie i jentemodell med smalere passform og litt kortere lengde. Samme kvalitet som Hoodie Original, med plass til logo foran og navn bak. 80% bomull og 20% akryl.',
    category: 'overdeler',
    fromPriceNok: FROM_PRICES_NOK.hoodie,
    color: 'rose',
    image: 'hoodie-jente.jpg',
    artwork: 'hoodie',
  },
  {
    name: 'Sweatshirt Oversized',
    description:
      'Romslig sweatshirt med senket skulder for en avslappet look. Passer like godt til russetiden som til resten av året. Trykk i én eller flere farger.',
    category: 'overdeler',
    fromPriceNok: FROM_PRICES_NOK.crewneck,
    color: 'breeze',
    image: 'sweatshirt-oversized.jpg',
    artwork: 'crewneck',
  },
  {
    name: 'T-skjorte Russ',
    description:
      'Luftig t-skjorte i kraftig bomull for varme dager i mai. Trykk med gruppelogo og kallenavn. Rimelig og populær til hele klassen.',
    category: 'overdeler',
    fromPriceNok: 199,
    color: 'limon',
    image: 't-skjorte-russ.jpg',
    artwork: 'tshirt',
  },
  // underdeler
  {
    name: 'Sweatpants',
    description:
      'Myke sweatpants med strikk i livet, snøring og ribbet kant nederst. Trykk langs beinet eller på låret med navn og logo. Finnes i jente- og unisex-modell.',
    category: 'underdeler',
    fromPriceNok: FROM_PRICES_NOK.sweatpants,
    color: 'navy',
    image: 'sweatpants.jpg',
    artwork: 'sweatpants',
  },
  {
    name: 'Shorts',
    description:
      'Behagelige shorts i sweatstoff for varme vårdager og russetreff. Trykk på låret med gruppenavn eller logo. Finnes i jente- og unisex-modell.',
    category: 'underdeler',
    fromPriceNok: FROM_PRICES_NOK.shorts,
    color: 'lys-graa',
    image: 'shorts.jpg',
    artwork: 'shorts',
  },
  {
    name: 'Dress Klassisk',
    description:
      'Den klassiske russedressen i slitesterkt stoff med god plass til knuter, merker og signaturer. Syes i deres farge med trykk på lår og rygg. Størrelse XS-3XL.',
    category: 'underdeler',
    fromPriceNok: FROM_PRICES_NOK.dress,
    color: 'rod',
    image: 'dress-klassisk.jpg',
    artwork: 'overall',
  },
  {
    name: 'Snekker Premium',
    description:
      'Snekkerbukse med mange lommer, hammerløkke og forsterkede knær, laget for å tåle hele russetiden. Tilpasses med trykk og farger etter ønske. Størrelse XS-3XL.',
    category: 'underdeler',
    fromPriceNok: FROM_PRICES_NOK.snekker,
    color: 'bla',
    image: 'snekker-premium.jpg',
    artwork: 'trousers',
  },
  {
    name: 'Russedress Klassisk',
    description:
      'Tradisjonell russedress i rødt, blått, grønt eller svart med egen logo. Kraftig bomullskvalitet med justerbare seler og mange lommer. Størrelse XS-3XL.',
    category: 'underdeler',
    fromPriceNok: FROM_PRICES_NOK.dress,
    color: 'rod',
    image: 'russedress-klassisk.jpg',
    artwork: 'overall',
  },
  {
    name: 'Russedress Premium',
    description:
      'Russedress i ekstra slitesterk kvalitet med forsterkede sømmer og fôr i knærne. Med egen logo, navn og brodering. Størrelse XS-3XL.',
    category: 'underdeler',
    fromPriceNok: 1199,
    color: 'bla',
    image: 'russedress-premium.jpg',
    artwork: 'overall',
  },
  {
    name: 'Russedress Jente',
    description:
      'Russedress i jentemodell med smalere snitt og justerbar midje. Samme slitesterke kvalitet som den klassiske dressen, med egen logo. Størrelse XS-3XL.',
    category: 'underdeler',
    fromPriceNok: FROM_PRICES_NOK.dress,
    color: 'rose',
    image: 'russedress-jente.jpg',
    artwork: 'overall',
  },
  // tilbehør
  {
    name: 'Bandana',
    description:
      'Bandana i bomull med trykk av gruppelogo eller russenavn, én størrelse 55x55 cm. Kan brukes rundt halsen, på hodet eller rundt håndleddet. Grupperabatt fra 10 stk.',
    category: 'tilbehør',
    fromPriceNok: FROM_PRICES_NOK.bandana,
    color: 'rod',
    image: 'bandana.jpg',
    artwork: 'bandana',
  },
  {
    name: 'Lue Klassisk',
    description:
      'Strikket lue med brett og brodert logo, varm nok til kalde aprilkvelder. Én størrelse som passer de fleste.',
    category: 'tilbehør',
    fromPriceNok: FROM_PRICES_NOK.lue,
    color: 'navy',
    image: 'lue-klassisk.jpg',
    artwork: 'beanie',
  },
  {
    name: 'Glitter Uggs',
    description:
      'Glitrende boots med varmt fôr som gjør russeantrekket komplett. Lette, myke og klare for lange netter ute.',
    category: 'tilbehør',
    fromPriceNok: FROM_PRICES_NOK.glitterUggs,
    color: 'gull',
    image: 'glitter-uggs.jpg',
    artwork: 'boots',
  },
  {
    name: 'Caps med logo',
    description:
      'Caps med brodert eller trykket logo foran og justerbar reim bak. Fin til hele gruppen og perfekt for solfylte maidager.',
    category: 'tilbehør',
    fromPriceNok: 249,
    color: 'svart',
    image: 'caps-med-logo.jpg',
    artwork: 'cap',
  },
  {
    name: 'Solbriller Russ',
    description: 'Solbriller med UV400-beskyttelse og trykk av gruppenavnet på stangen. Leveres i mange rammefarger.',
    category: 'tilbehør',
    fromPriceNok: 129,
    color: 'svart',
    image: 'solbriller-russ.jpg',
    artwork: 'sunglasses',
  },
  {
    name: 'Gymbag',
    description:
      'Gymbag med snøring og trykk av logo, praktisk til russetreff, trening og skole. Rommer det du trenger for en lang dag.',
    category: 'tilbehør',
    fromPriceNok: 149,
    color: 'navy',
    image: 'gymbag.jpg',
    artwork: 'bag',
  },
  {
    name: 'Klistremerker',
    description:
      'Ark med vannfaste klistremerker med gruppens logo og russenavn. Perfekt til bil, buss, PC og drikkeflasker.',
    category: 'tilbehør',
    fromPriceNok: 49,
    color: 'flerfarget',
    image: 'klistremerker.jpg',
    artwork: 'stickers',
  },
  // Patches
  {
    name: 'Patches Broderte',
    description:
      'Broderte patches med egen logo eller tekst som sys eller strykes på dress, hoodie og lue. Lages i mange farger og fasonger.',
    category: 'Patches',
    fromPriceNok: FROM_PRICES_NOK.patches,
    color: 'flerfarget',
    image: 'patches-broderte.jpg',
    artwork: 'patch',
  },
  {
    name: 'Navnepatch',
    description: 'Patch med russenavnet ditt i broderte bokstaver. Sys på brystet av dressen eller hoodien.',
    category: 'Patches',
    fromPriceNok: 79,
    color: 'hvit',
    image: 'navnepatch.jpg',
    artwork: 'patch',
  },
  {
    name: 'Glitterpatch',
    description: 'Glitrende patch som stryks på og skinner i lyset. Velg mellom stjerner, hjerter eller egen form.',
    category: 'Patches',
    fromPriceNok: FROM_PRICES_NOK.patches,
    color: 'gull',
    image: 'glitterpatch.jpg',
    artwork: 'patch',
  },
];

export const CATALOG_PRODUCTS: readonly CatalogProduct[] = entries.map((entry, index) => ({
  ...entry,
  price: fromPriceText(entry.fromPriceNok),
  sortOrder: (index + 1) * 10,
}));

/** The product's image URL, /api/assets/<image> (see assets.ts). */
export function productImageUrl(product: Pick<CatalogProduct, 'image'>): string {
  return assetUrl(product.image);
}
