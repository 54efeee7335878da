/**
 * FAQ items the shop is seeded with, grouped by topic in display order. Answers follow the shop figures
 * (storefront §9). The size-guide topic is shown together with the FAQ size tables and sizechart.jpeg.
 */
export const FAQ_TOPICS = [
  'Bestilling',
  'Levering',
  'Størrelser',
  'Betaling',
  'Retur og reklamasjon',
  'Design',
  'Produkter',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface CatalogFaqItem {
  topic: FaqTopic;
  question: string;
  answer: string;
}

export const CATALOG_FAQ_ITEMS: readonly CatalogFaqItem[] = [
  {
    topic: 'Bestilling',
    question: 'Hvordan bestiller jeg?',
    answer:
      'Vi tar imot bestillinger på e-post. Send oss antall, størrelser, farge, designfiler, navn som skal trykkes, leveringsadresse og ønsket leveringsdato. Du får en digital skisse som må godkjennes før vi starter produksjonen.',
  },
  {
    topic: 'Bestilling',
    question: 'Når er bestillingen bindende?',
    answer:
      'Bestillingen er bindende når du har fått ordrebekreftelse fra oss på e-post. Etter at designet er godkjent kan bestillingen ikke endres eller avbestilles.',
  },
  {
    topic: 'Bestilling',
    question: 'Gir dere grupperabatt?',
    answer:
      'Ja. Grupperabatten starter fra 10 produkter og øker med antallet, opptil 25%. Se siden om grupperabatter eller be om et tilbud, så får dere et detaljert tilbud innen 24 timer.',
  },
  {
    topic: 'Bestilling',
    question: 'Kan vi bruke rabattkode?',
    answer:
      'Oppgi rabattkoden i e-postbestillingen. Koden RUSS25 gir 25% rabatt på hele bestillingen og kan ikke kombineres med andre tilbud.',
  },
  {
    topic: 'Levering',
    question: 'Hvor lang er leveringstiden?',
    answer:
      'Leveringstiden er 2-4 uker etter bekreftelse og betaling. I travle perioder fra mars til mai kan det ta litt lengre tid, så bestill i god tid.',
  },
  {
    topic: 'Levering',
    question: 'Hva koster frakten?',
    answer:
      'Bestillinger på 20 produkter eller mer sendes fraktfritt. Under 20 produkter koster frakten 199 kr. Alle gruppebestillinger har gratis frakt.',
  },
  {
    topic: 'Levering',
    question: 'Leverer dere i hele Norge?',
    answer: 'Ja, vi sender til alle adresser i Norge med postselskap.',
  },
  {
    topic: 'Størrelser',
    question: 'Hvilke størrelser har dere?',
    answer:
      'Modellene finnes i jente- og unisex-modell fra XS til XL, og størrelsesguiden går fra XXS til XXL. Russedress og snekkerbukse lages fra XS til 3XL. Bandanaen er én størrelse, 55x55 cm.',
  },
  {
    topic: 'Størrelser',
    question: 'Hvordan finner jeg riktig størrelse?',
    answer:
      'Mål et plagg du liker, liggende flatt, og sammenlign med størrelsestabellen. Målene er omtrentlige og kan variere med opptil ±2 cm. Er du mellom to størrelser, anbefaler vi den største.',
  },
  {
    topic: 'Betaling',
    question: 'Hvordan kan vi betale?',
    answer:
      'Du kan betale med faktura (bankoverføring), Vipps eller kort (Visa og Mastercard). Skoler, lag og store grupper kan betale med faktura etter avtale.',
  },
  {
    topic: 'Betaling',
    question: 'Når må bestillingen betales?',
    answer:
      'Tilpassede produkter betales før produksjonen starter. Standardprodukter betales før levering. Prisene er oppgitt i norske kroner inkludert mva.',
  },
  {
    topic: 'Retur og reklamasjon',
    question: 'Kan jeg returnere varer?',
    answer:
      'Standardprodukter har 14 dagers angrerett fra du mottar varen. Varen må være ubrukt og i original stand, og du betaler returfrakten. Tilpassede produkter med eget design, trykk, navn eller tekst kan ikke returneres med mindre de har feil.',
  },
  {
    topic: 'Retur og reklamasjon',
    question: 'Hva gjør jeg hvis plagget har en feil?',
    answer:
      'Kontakt oss så raskt som mulig. Reklamasjonsfristen er 2 år, og vi dekker frakten ved berettiget reklamasjon. Du velger selv mellom reparasjon, ombytte eller refusjon.',
  },
  {
    topic: 'Design',
    question: 'Kan dere hjelpe oss med designet?',
    answer:
      'Ja, designhjelpen er gratis. Send oss ideer, skisser eller en logo, så lager designerne våre forslag som dere kan justere til dere er fornøyde.',
  },
  {
    topic: 'Design',
    question: 'Hvilke filer skal vi sende?',
    answer:
      'Vi tar imot PNG, JPG, SVG og PDF på opptil 10 MB per fil. Bilder bør ha minst 300 DPI, og fargene kan være i CMYK eller RGB.',
  },
  {
    topic: 'Produkter',
    question: 'Hva er klærne laget av?',
    answer:
      'Klærne er laget av 80% bomull og 20% akryl og er sertifisert etter OEKO-TEX Standard 100. Vask på 30°C med vrangen ut.',
  },
  {
    topic: 'Produkter',
    question: 'Tilbyr dere brodering?',
    answer:
      'Foreløpig tilbyr vi trykk på klærne, ikke brodering. Broderte patches og russedresser med brodert logo kan likevel bestilles, spør oss gjerne om hva som passer for gruppen.',
  },
];
