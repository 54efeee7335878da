import { formatNok, fromPriceText } from '../common/money.js';
import { MATERIAL, ORDER_EMAIL_CHECKLIST } from '../content/policies.js';
import { BANDANA_GROUP_DISCOUNT_MIN_QUANTITY, FROM_PRICES_NOK, HOODIE_PRICE_READINGS } from './prices.js';
import { DELIVERY, REPLY_TIMES } from '../common/shipping.js';
import { SIZE_CHARTS_BY_PAGE, type PageSizeChartType } from './size-charts.js';
import { BANDANA_SIZE_TEXT, SIZE_RANGES } from './sizes.js';
import { PRODUCT_PAGE_PATHS, type ProductPagePath } from './product-pages.js';

/**
 * The twelve single-product pages (storefront §2 "Product detail pages"): each page's own texts and figures.
 * Figures come from the domain modules (prices, size charts, sizes, policies, delivery) so they live once; the
 * texts here are the pages' own. Image and live price come from the product list, found by `productName`.
 */

export interface ProductPageInfoItem {
  label: string;
  value: string;
}

export interface ProductPageContent {
  path: ProductPagePath;
  /** Page heading, also used in the mail subject ('Hoodie bestilling'). */
  title: string;
  /** The catalogue product this page presents (its image and price are read from the product list). */
  productName: string;
  /** Small label above the title. */
  eyebrow: string;
  description: string;
  /** The page's meta description (search engines, social previews); ends with the from-price. */
  metaDescription: string;
  features: readonly string[];
  /** From-price shown on the page (storefront §9). */
  fromPriceNok: number;
  /** A second price reading given only to search engines (the hoodie: 399 kr, see prices.ts). */
  searchEnginePriceNok?: number;
  /** Size charts the size-guide button opens; null: the page has no size-guide button. */
  sizeGuide: readonly PageSizeChartType[] | null;
  /** Dress, snekker and glitter uggs say 'Produktbilde kommer snart' when their image is missing. */
  comingSoonWhenImageMissing: boolean;
  /** The info list at the bottom of the page. */
  info: readonly ProductPageInfoItem[];
  /** Preset subject of the order e-mail. */
  mailSubject: string;
  /** What to put in the order e-mail. */
  orderChecklist: readonly string[];
}

/** Shown instead of the product image on the pages with `comingSoonWhenImageMissing` (storefront §8). */
export const PRODUCT_IMAGE_COMING_SOON_TEXT = 'Produktbilde kommer snart';

/** The order section's fixed notes (storefront §1). */
export const ORDER_NOTES = {
  mockUp: 'Før produksjonen starter, får dere et digitalt utkast (mock-up) som dere godkjenner.',
  payment: 'Betaling med kort, eller faktura etter avtale for skoler, lag og store grupper.',
  reply: `Vi svarer på alle bestillinger innen ${REPLY_TIMES.quoteAndProductPages}.`,
} as const;

/** The 'Tilpasset Design' block shown on every product page. */
export const CUSTOM_DESIGN_BLOCK = {
  title: 'Tilpasset Design',
  text: 'Send oss logoen, tegningen eller bare en idé – designerne våre gjør den klar til trykk helt gratis. Dere får et digitalt utkast å godkjenne før vi setter i gang produksjonen.',
  points: ['Gratis designhjelp', 'Logo, navn og tekst der dere vil', 'Digitalt utkast før produksjon'],
} as const;

export function orderMailSubject(title: string): string {
  return `${title} bestilling`;
}

const range = (sizes: readonly string[]) => `${sizes[0]}-${sizes[sizes.length - 1]}`;

const INFO = {
  material: { label: 'Materiale', value: MATERIAL.composition },
  certification: { label: 'Sertifisering', value: MATERIAL.certification },
  sizesXsXl: { label: 'Størrelser', value: range(SIZE_RANGES.models) },
  sizesCuts: { label: 'Størrelser', value: `${range(SIZE_RANGES.models)}, jente- og unisex-modell` },
  sizesXs3xl: { label: 'Størrelser', value: range(SIZE_RANGES.dressAndSnekker) },
  delivery: { label: 'Levering', value: DELIVERY.standardText },
  washing: { label: 'Vask', value: MATERIAL.washing },
  reply: { label: 'Svartid', value: `Svar på bestillinger innen ${REPLY_TIMES.quoteAndProductPages}` },
} satisfies Record<string, ProductPageInfoItem>;

/** Clothes with the standard fabric: material, certification, sizes, delivery, washing, reply time. */
const garmentInfo = (sizes: ProductPageInfoItem) => [
  INFO.material,
  INFO.certification,
  sizes,
  INFO.delivery,
  INFO.washing,
  INFO.reply,
];

/**
 * Every page asks for the same things (storefront §1: counts, sizes, colour, design files, names to print,
 * delivery address and date); a product without garment sizes says what 'sizes' means for it.
 */
const checklistWithSizeNote = (note: string): readonly string[] =>
  ORDER_EMAIL_CHECKLIST.map((item) => (item === 'Størrelser' ? `${item} – ${note}` : item));

type PageEntry = Omit<ProductPageContent, 'path' | 'sizeGuide' | 'mailSubject' | 'orderChecklist'> & {
  orderChecklist?: readonly string[];
};

const PAGES: Record<ProductPagePath, PageEntry> = {
  '/hoodie': {
    title: 'Hoodie',
    productName: 'Hoodie Original',
    eyebrow: 'Overdeler',
    description:
      'Vår mest populære russehoodie med stor hette, kengurulomme og myk innside. Vi trykker deres logo på brystet og navn eller tekst på ryggen, i jente- eller unisex-modell.',
    metaDescription:
      'Russehoodie med eget trykk: logo på brystet og navn på ryggen, i jente- eller unisex-modell. Bestill på e-post med gratis designhjelp.',
    features: [
      'Stor hette med snøring',
      'Kengurulomme foran',
      'Myk, børstet innside',
      'Trykk på bryst, rygg og ermer',
      'Jente- og unisex-modell',
    ],
    fromPriceNok: HOODIE_PRICE_READINGS.productPage.amount,
    searchEnginePriceNok: HOODIE_PRICE_READINGS.searchEngineData.amount,
    comingSoonWhenImageMissing: false,
    info: garmentInfo(INFO.sizesXsXl),
  },
  '/zip-hoodie': {
    title: 'Zip Hoodie',
    productName: 'Ziphoodie Premium',
    eyebrow: 'Overdeler',
    description:
      'Tykk ziphoodie med metallglidelås og børstet innside som holder varmen gjennom hele russetiden. Logo på brystet og stort ryggtrykk med gruppens navn.',
    metaDescription:
      'Ziphoodie med metallglidelås, børstet innside og eget trykk på bryst og rygg. Bestill på e-post med gratis designhjelp.',
    features: [
      'Metallglidelås i hele lengden',
      'Tykk kvalitet med børstet innside',
      'Hette og to sidelommer',
      'Logo på brystet og stort ryggtrykk',
    ],
    fromPriceNok: FROM_PRICES_NOK.zipHoodie,
    comingSoonWhenImageMissing: false,
    info: garmentInfo(INFO.sizesXsXl),
  },
  '/crewneck': {
    title: 'Crewneck',
    productName: 'Crewneck',
    eyebrow: 'Overdeler',
    description:
      'Klassisk sweatshirt med rund hals og ribbede mansjetter, perfekt til hverdag og russetreff. Trykk på bryst, rygg eller arm etter eget ønske.',
    metaDescription:
      'Crewneck-sweatshirt med eget trykk på bryst, rygg eller arm. Bestill på e-post med gratis designhjelp.',
    features: [
      'Rund hals uten hette',
      'Ribbede mansjetter og kant',
      'Trykk på bryst, rygg eller arm',
      'Tidløs passform',
    ],
    fromPriceNok: FROM_PRICES_NOK.crewneck,
    comingSoonWhenImageMissing: false,
    info: garmentInfo(INFO.sizesXsXl),
  },
  '/longsleeve': {
    title: 'Longsleeve',
    productName: 'Longsleeve',
    eyebrow: 'Overdeler',
    description:
      'Lett langermet trøye som passer alene på varme vårdager eller under hoodien. Trykk med logo og navn på bryst og ermer.',
    metaDescription:
      'Lett langermet russetrøye med logo og navn på bryst og ermer. Bestill på e-post med gratis designhjelp.',
    features: ['Lett og luftig', 'Trykk på bryst og ermer', 'Passer alene eller under hoodien', 'God passform'],
    fromPriceNok: FROM_PRICES_NOK.longsleeve,
    comingSoonWhenImageMissing: false,
    info: garmentInfo(INFO.sizesXsXl),
  },
  '/shorts': {
    title: 'Shorts',
    productName: 'Shorts',
    eyebrow: 'Underdeler',
    description:
      'Behagelige shorts i sweatstoff for varme vårdager og russetreff. Trykk på låret med gruppenavn eller logo, i jente- eller unisex-modell.',
    metaDescription: 'Russeshorts i sweatstoff med trykk på låret, i jente- og unisex-modell. Bestill på e-post.',
    features: ['Myk sweatkvalitet', 'Strikk og snøring i livet', 'Trykk på låret', 'Jente- og unisex-modell'],
    fromPriceNok: FROM_PRICES_NOK.shorts,
    comingSoonWhenImageMissing: false,
    info: garmentInfo(INFO.sizesCuts),
  },
  '/sweatpants': {
    title: 'Sweatpants',
    productName: 'Sweatpants',
    eyebrow: 'Underdeler',
    description:
      'Myke sweatpants med strikk i livet, snøring og ribbet kant nederst. Trykk langs beinet eller på låret med navn og logo.',
    metaDescription:
      'Myke sweatpants med navn og logo langs beinet, i jente- og unisex-modell. Bestill på e-post med gratis designhjelp.',
    features: [
      'Strikk og snøring i livet',
      'Ribbet kant nederst',
      'Trykk langs beinet eller på låret',
      'Jente- og unisex-modell',
    ],
    fromPriceNok: FROM_PRICES_NOK.sweatpants,
    comingSoonWhenImageMissing: false,
    info: garmentInfo(INFO.sizesCuts),
  },
  '/bandana': {
    title: 'Bandana',
    productName: 'Bandana',
    eyebrow: 'Tilbehør',
    description:
      'Bandana i bomull med trykk av gruppelogo eller russenavn. Bruk den rundt halsen, på hodet eller rundt håndleddet.',
    metaDescription: `Bandana med gruppelogo eller russenavn, ${BANDANA_SIZE_TEXT}. Grupperabatt fra ${BANDANA_GROUP_DISCOUNT_MIN_QUANTITY} stk.`,
    features: [
      'Trykk med logo eller russenavn',
      BANDANA_SIZE_TEXT.charAt(0).toUpperCase() + BANDANA_SIZE_TEXT.slice(1),
      'Til hals, hode eller håndledd',
      `Grupperabatt fra ${BANDANA_GROUP_DISCOUNT_MIN_QUANTITY} stk.`,
    ],
    fromPriceNok: FROM_PRICES_NOK.bandana,
    comingSoonWhenImageMissing: false,
    info: [
      { label: 'Materiale', value: 'Bomull' },
      { label: 'Størrelse', value: BANDANA_SIZE_TEXT },
      { label: 'Grupperabatt', value: `Ved bestilling av ${BANDANA_GROUP_DISCOUNT_MIN_QUANTITY} stk. eller flere` },
      INFO.delivery,
      INFO.washing,
      INFO.reply,
    ],
    orderChecklist: checklistWithSizeNote(`bandanaen finnes i én størrelse (${BANDANA_SIZE_TEXT.split(',')[0]})`),
  },
  '/patches': {
    title: 'Patches',
    productName: 'Patches Broderte',
    eyebrow: 'Patches',
    description:
      'Broderte patches med egen logo eller tekst som sys eller strykes på dress, hoodie og lue. Lages i mange farger og fasonger.',
    metaDescription: 'Broderte patches med egen logo eller tekst til russedressen, hoodien og lua. Bestill på e-post.',
    features: ['Brodert med egen logo eller tekst', 'Sys eller strykes på', 'Mange farger og fasonger'],
    fromPriceNok: FROM_PRICES_NOK.patches,
    comingSoonWhenImageMissing: false,
    info: [
      { label: 'Utførelse', value: 'Brodert' },
      { label: 'Feste', value: 'Sys eller strykes på' },
      { label: 'Størrelse og fasong', value: 'Etter ønske' },
      INFO.delivery,
      INFO.reply,
    ],
    orderChecklist: checklistWithSizeNote('størrelse og fasong på patchene'),
  },
  '/lue': {
    title: 'Lue Klassisk',
    productName: 'Lue Klassisk',
    eyebrow: 'Tilbehør',
    description:
      'Strikket lue med brett og brodert logo, varm nok til kalde aprilkvelder. Én størrelse som passer de fleste.',
    metaDescription: 'Strikket russelue med brett og egen logo, én størrelse. Bestill på e-post.',
    features: ['Strikket med brett', 'Egen logo foran', 'Én størrelse som passer de fleste'],
    fromPriceNok: FROM_PRICES_NOK.lue,
    comingSoonWhenImageMissing: false,
    info: [{ label: 'Størrelse', value: 'Én størrelse' }, INFO.certification, INFO.delivery, INFO.washing, INFO.reply],
    orderChecklist: checklistWithSizeNote('lua finnes i én størrelse som passer de fleste'),
  },
  '/glitter-uggs': {
    title: 'Glitter Uggs',
    productName: 'Glitter Uggs',
    eyebrow: 'Tilbehør',
    description:
      'Glitrende boots med varmt fôr som gjør russeantrekket komplett. Lette, myke og klare for lange netter ute.',
    metaDescription: 'Glitrende boots med varmt fôr som gjør russeantrekket komplett. Bestill på e-post.',
    features: ['Glitrende overflate', 'Varmt og mykt fôr', 'Lette å gå i'],
    fromPriceNok: FROM_PRICES_NOK.glitterUggs,
    comingSoonWhenImageMissing: true,
    info: [{ label: 'Størrelser', value: 'Oppgi skostørrelse i bestillingen' }, INFO.delivery, INFO.reply],
    orderChecklist: checklistWithSizeNote('skostørrelse for hvert par'),
  },
  '/dress': {
    title: 'Dress Klassisk',
    productName: 'Dress Klassisk',
    eyebrow: 'Russedress',
    description:
      'Den klassiske russedressen i slitesterkt stoff med god plass til knuter, merker og signaturer. Syes i deres farge med trykk på lår og rygg.',
    metaDescription: `Klassisk russedress med trykk på lår og rygg, størrelse ${range(SIZE_RANGES.dressAndSnekker)}. Bestill på e-post.`,
    features: ['Slitesterkt stoff', 'Trykk på lår og rygg', 'Plass til knuter, merker og signaturer', 'Unisex-modell'],
    fromPriceNok: FROM_PRICES_NOK.dress,
    comingSoonWhenImageMissing: true,
    info: [INFO.sizesXs3xl, INFO.delivery, INFO.washing, INFO.reply],
  },
  '/snekker': {
    title: 'Snekker Premium',
    productName: 'Snekker Premium',
    eyebrow: 'Russedress',
    description:
      'Snekkerbukse med mange lommer, hammerløkke og forsterkede knær, laget for å tåle hele russetiden. Tilpasses med trykk og farger etter ønske.',
    metaDescription: `Snekkerbukse med forsterkede knær og eget trykk, størrelse ${range(SIZE_RANGES.dressAndSnekker)}. Bestill på e-post.`,
    features: ['Mange lommer og hammerløkke', 'Forsterkede knær', 'Trykk og farger etter ønske', 'Unisex-modell'],
    fromPriceNok: FROM_PRICES_NOK.snekker,
    comingSoonWhenImageMissing: true,
    info: [INFO.sizesXs3xl, INFO.delivery, INFO.washing, INFO.reply],
  },
};

export const PRODUCT_PAGE_CONTENT: readonly ProductPageContent[] = PRODUCT_PAGE_PATHS.map((path) => {
  const { orderChecklist = ORDER_EMAIL_CHECKLIST, ...entry } = PAGES[path];
  return {
    ...entry,
    path,
    metaDescription: `${entry.metaDescription} Pris fra ${formatNok(entry.fromPriceNok)}.`,
    sizeGuide: SIZE_CHARTS_BY_PAGE[path] ?? null,
    mailSubject: orderMailSubject(entry.title),
    orderChecklist,
  };
});

const byPath = new Map<string, ProductPageContent>(PRODUCT_PAGE_CONTENT.map((page) => [page.path, page]));

/** The content of a product page by its route ('/hoodie'), or undefined for any other path. */
export function productPageContent(path: string): ProductPageContent | undefined {
  return byPath.get(path.replace(/\/+$/, '') || '/');
}

/** 'Fra 499,-', the catalogue's price text. */
export function productPagePriceText(page: Pick<ProductPageContent, 'fromPriceNok'>): string {
  return fromPriceText(page.fromPriceNok);
}
