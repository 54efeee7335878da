import { z } from 'zod';
import { decimalField, optionalText, requiredText } from '../common/field.validators.js';
import { CATEGORIES } from './categories.js';

/**
 * The console's catalogue and content forms (admin §10, §16): `Produkter`, `Blogg` and `FAQ`. Uniqueness of a
 * product's name (its slug) and of a post's slug is the API's check (unique indexes); the messages are here.
 */

export const CATALOG_LIMITS = {
  name: 120,
  description: 4000,
  price: 60,
  fromPrice: 1_000_000,
  color: 40,
  title: 200,
  slug: 120,
  excerpt: 500,
  content: 100_000,
  blogCategory: 60,
  tags: 20,
  tag: 40,
  question: 500,
  answer: 5000,
  topic: 80,
  /** Product and blog images, checked by content (PNG, JPEG, WebP). */
  imageBytes: 8 * 1024 * 1024,
  /** The home page shows at most this many featured posts (storefront §9). */
  featuredPosts: 3,
} as const;

export const CATALOG_MESSAGES = {
  name: 'Skriv inn navnet på produktet',
  nameTooLong: `Navnet kan være høyst ${CATALOG_LIMITS.name} tegn`,
  nameTaken: 'Det finnes allerede et produkt med dette navnet. Velg et annet navn.',
  description: 'Skriv inn en beskrivelse',
  descriptionTooLong: `Beskrivelsen kan være høyst ${CATALOG_LIMITS.description} tegn`,
  category: 'Velg en kategori',
  price: 'Skriv inn pristeksten, f.eks. «Fra 449,-»',
  priceTooLong: `Pristeksten kan være høyst ${CATALOG_LIMITS.price} tegn`,
  fromPrice: 'Fra-pris må være et tall fra 0 til 1 000 000 med høyst to desimaler',
  colorTooLong: `Fargen kan være høyst ${CATALOG_LIMITS.color} tegn`,
  imageUrl: 'Ugyldig bilde. Last opp bildet på nytt.',
  productNotFound: 'Fant ikke produktet',
  title: 'Skriv inn en tittel',
  titleTooLong: `Tittelen kan være høyst ${CATALOG_LIMITS.title} tegn`,
  slug: 'Slugen kan bare ha små bokstaver a–z, tall og bindestrek (f.eks. «vask-av-russeklaer»)',
  slugTaken: 'Slugen er allerede i bruk av et annet innlegg. Velg en annen.',
  excerpt: 'Skriv inn et utdrag',
  excerptTooLong: `Utdraget kan være høyst ${CATALOG_LIMITS.excerpt} tegn`,
  content: 'Skriv inn innholdet',
  contentTooLong: `Innholdet kan være høyst ${CATALOG_LIMITS.content} tegn`,
  blogCategory: 'Skriv inn en kategori',
  tags: `Høyst ${CATALOG_LIMITS.tags} stikkord, hvert på høyst ${CATALOG_LIMITS.tag} tegn`,
  postNotFound: 'Fant ikke innlegget',
  question: 'Skriv inn spørsmålet',
  questionTooLong: `Spørsmålet kan være høyst ${CATALOG_LIMITS.question} tegn`,
  answer: 'Skriv inn svaret',
  answerTooLong: `Svaret kan være høyst ${CATALOG_LIMITS.answer} tegn`,
  topic: 'Skriv inn et emne',
  topicTooLong: `Emnet kan være høyst ${CATALOG_LIMITS.topic} tegn`,
  faqNotFound: 'Fant ikke spørsmålet',
  imageMissing: 'Velg et bilde å laste opp',
  imageType: 'Bildet må være PNG, JPG eller WebP',
  imageTooLarge: `Bildet kan være høyst ${CATALOG_LIMITS.imageBytes / 1024 / 1024} MB`,
  imageBroken: 'Bildet kunne ikke leses. Prøv et annet bilde.',
} as const;

/**
 * The refusal when featuring (or publishing a featured post) would show more than the home page's three: names the
 * published featured posts, so staff can take 'Fremhevet' off one of them in the same dialog.
 */
/** A FAQ item dragged (or sent) to a place the list does not have. */
export function faqPositionMessage(count: number): string {
  return `Velg en plass fra 1 til ${count}`;
}

export function featuredLimitMessage(featuredTitles: readonly string[]): string {
  const names = featuredTitles.map((title) => `«${title}»`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} og ${names.at(-1)}` : (names[0] ?? '');
  return `Forsiden viser høyst ${CATALOG_LIMITS.featuredPosts} fremhevede innlegg, og ${list} er fremhevet. Ta «Fremhevet» av ett av dem først.`;
}

const M = CATALOG_MESSAGES;

/** A URL-safe identifier from a name: 'Hoodie Original' → 'hoodie-original', 'Tilbehør-pakke' → 'tilbehor-pakke'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOG_LIMITS.slug);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One of the shop's own asset paths (uploaded or shipped): /api/assets/ and folder and file names that each start
 * with a letter or digit. So never a foreign URL, and never '.', '..', an empty segment, a backslash or an
 * escape (%2e) that could lead out of the assets folder.
 */
export const ASSET_PATH = /^\/api\/assets(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

/** True for an image path a product or post may have (see ASSET_PATH); no segment is '..' after all. */
export const isAssetPath = (value: string): boolean =>
  ASSET_PATH.test(value) && !value.split('/').some((segment) => segment === '..' || segment === '.');

/** An image reference: one of the shop's own asset paths (uploaded or shipped), never a foreign URL. */
const imageUrl = z
  .string({ error: M.imageUrl })
  .trim()
  .refine((value) => value === '' || isAssetPath(value), { error: M.imageUrl })
  .nullish()
  .transform((value) => (value ? value : null));

/** `Nytt produkt` and the product form: Navn, Beskrivelse, Kategori, Pristekst, Fra-pris, Farge, Bilde. */
export const productFormInput = z
  .object({
    name: requiredText(CATALOG_LIMITS.name, M.name, M.nameTooLong).refine((name) => slugify(name).length > 0, {
      error: M.name,
    }),
    description: requiredText(CATALOG_LIMITS.description, M.description, M.descriptionTooLong),
    category: z.enum(CATEGORIES, { error: M.category }),
    price: requiredText(CATALOG_LIMITS.price, M.price, M.priceTooLong),
    fromPrice: decimalField({ min: 0, max: CATALOG_LIMITS.fromPrice }, M.fromPrice)
      .nullish()
      .transform((value) => value ?? null),
    color: optionalText(CATALOG_LIMITS.color, M.colorTooLong),
    imageUrl,
  })
  .strip();
export type ProductFormInput = z.infer<typeof productFormInput>;

/** `Nytt innlegg` and the blog form: Tittel, Slug, Utdrag, Innhold, Kategori, Stikkord, Bilde, Fremhevet. */
export const blogPostFormInput = z
  .object({
    title: requiredText(CATALOG_LIMITS.title, M.title, M.titleTooLong),
    slug: z
      .string({ error: M.slug })
      .trim()
      .toLowerCase()
      .max(CATALOG_LIMITS.slug, { error: M.slug })
      .refine((slug) => SLUG_PATTERN.test(slug), { error: M.slug }),
    excerpt: requiredText(CATALOG_LIMITS.excerpt, M.excerpt, M.excerptTooLong),
    content: z
      .string({ error: M.content })
      .min(1, { error: M.content })
      .max(CATALOG_LIMITS.content, { error: M.contentTooLong })
      .refine((c) => c.trim().length > 0, { error: M.content }),
    category: requiredText(CATALOG_LIMITS.blogCategory, M.blogCategory, M.blogCategory),
    tags: z
      .array(z.string({ error: M.tags }).trim().min(1, { error: M.tags }).max(CATALOG_LIMITS.tag, { error: M.tags }), {
        error: M.tags,
      })
      .max(CATALOG_LIMITS.tags, { error: M.tags })
      .nullish()
      .transform((tags) => [...new Set(tags ?? [])]),
    imageUrl,
    featured: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .strip();
export type BlogPostFormInput = z.infer<typeof blogPostFormInput>;

/** `Nytt spørsmål` and the FAQ form: Emne, Spørsmål, Svar. */
export const faqItemFormInput = z
  .object({
    topic: requiredText(CATALOG_LIMITS.topic, M.topic, M.topicTooLong),
    question: requiredText(CATALOG_LIMITS.question, M.question, M.questionTooLong),
    answer: requiredText(CATALOG_LIMITS.answer, M.answer, M.answerTooLong),
  })
  .strip();
export type FaqItemFormInput = z.infer<typeof faqItemFormInput>;
