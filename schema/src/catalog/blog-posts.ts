/**
 * Blog posts the shop is seeded with (markdown content). Three are featured (the home page shows up to 3).
 * Figures in the texts follow the shop figures in schema/src (delivery 2-4 weeks, free shipping from 20 products, group discount up
 * to 25%, washing at 30°C inside out).
 */
export interface CatalogBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** Defaults to 'russetips' when omitted. */
  category?: string;
  tags: readonly string[];
  featured: boolean;
  publishedAt: string;
  image: string;
}

export const CATALOG_BLOG_POSTS: readonly CatalogBlogPost[] = [
  {
    slug: 'slik-planlegger-dere-russeklaerne',
    title: 'Slik planlegger dere russeklærne – steg for steg',
    excerpt:
      'Fra første idé til ferdige klær i posten: en enkel plan for russegrupper som vil ha klærne i god tid før russetiden.',
    featured: true,
    publishedAt: '2024-09-10T08:00:00.000Z',
    image: 'blog-planlegging.jpg',
    tags: ['planlegging', 'bestilling', 'russeklær'],
    content: `Russetiden kommer fortere enn man tror. De gruppene som er fornøyde med klærne sine, har nesten alltid én ting til felles: de begynte tidlig. Her er planen vi anbefaler.

## 1. Bestem hva gruppen trenger

Start med en enkel liste. De fleste grupper velger en **hoodie eller ziphoodie**, **sweatpants** eller **shorts**, og kanskje en **bandana** eller **lue** i samme farge. Skal dere ha russedress, bør den bestilles samtidig, slik at farger og logo blir like.

- Hvor mange er dere?
- Hvilke plagg skal alle ha, og hva er valgfritt?
- Hvilken farge og hvilket uttrykk vil dere ha?

## 2. Lag eller send oss designet

Har dere allerede en logo, sender dere den til oss. Har dere bare en idé, hjelper designerne våre dere **gratis** fra skisse til ferdig trykkfil. Dere får en digital skisse (mock-up) som må godkjennes før vi starter produksjonen.

> Tips: Send logoen som PNG, SVG eller PDF i minst 300 DPI. Da blir trykket skarpt.

## 3. Samle inn størrelser

Bruk størrelsesguiden vår og la alle måle et plagg de allerede er fornøyde med. Er noen mellom to størrelser, anbefaler vi den største. I kundeområdet kan gruppeansvarlig invitere medlemmer og samle inn størrelser på ett sted.

## 4. Send bestillingen på e-post

Vi tar imot bestillinger på e-post. Skriv med:

1. Antall av hvert plagg
2. Størrelser og farge
3. Designfiler
4. Navn som skal trykkes
5. Leveringsadresse og ønsket leveringsdato

## 5. Regn med leveringstiden

Leveringstiden er **2-4 uker** etter bekreftelse og betaling, og den kan bli lengre i travle måneder fra mars til mai. Bestiller dere over 20 produkter, er frakten gratis.

Med en god plan slipper dere stress i april, og kan bruke tiden på det som faktisk er gøy: selve russetiden.`,
  },
  {
    slug: 'storrelsesguide-riktig-passform',
    title: 'Størrelsesguide: Slik finner du riktig passform',
    excerpt: 'Hoodie, sweatpants eller shorts? Slik måler du riktig, og slik velger du når du er mellom to størrelser.',
    featured: true,
    publishedAt: '2024-10-02T08:00:00.000Z',
    image: 'blog-storrelser.jpg',
    tags: ['størrelser', 'passform', 'guide'],
    content: `Riktig størrelse er forskjellen på en hoodie du bruker hver dag og en som blir liggende i skapet. Her er hvordan du finner den.

## Mål et plagg du liker

Den enkleste metoden er å ta en hoodie eller genser du allerede er fornøyd med, legge den flatt på gulvet og måle:

- **Brystvidde:** fra armhule til armhule, ganget med to
- **Lengde:** fra høyeste punkt på skulderen og ned til kanten
- **Ermelengde:** fra skuldersømmen til enden av mansjetten

Sammenlign målene med størrelsestabellen på produktsiden. Alle mål er omtrentlige og kan variere med opptil ±2 cm.

## Underdeler

For sweatpants og shorts måler du **livvidde**, **hoftevidde** og **innerbenslengde**. Vi har både jentemodell og unisex-modell, og tabellene er forskjellige, så sjekk at du ser på riktig tabell.

## Mellom to størrelser?

Velg den største. Russeklær blir brukt mye, gjerne med flere lag under, og en litt romsligere passform er nesten alltid mest behagelig.

## Størrelser vi har

Modellene våre finnes fra **XS til XL**, og størrelsesguidene går fra XXS til XXL. Russedress og snekkerbukse lages fra XS til 3XL. Bandanaen er én størrelse, 55x55 cm.

## Hele gruppen på én gang

Gruppeansvarlig kan samle inn størrelser fra alle medlemmene i kundeområdet. Da får vi én samlet liste, og risikoen for feil blir mye mindre.`,
  },
  {
    slug: 'tips-til-russedesign',
    title: '5 tips til et russedesign som skiller seg ut',
    excerpt:
      'En god logo fungerer like godt på ryggen av en hoodie som på en liten patch. Her er fem råd fra designerne våre.',
    category: 'design',
    featured: true,
    publishedAt: '2024-10-20T08:00:00.000Z',
    image: 'blog-design.jpg',
    tags: ['design', 'logo', 'trykk'],
    content: `Designet er det alle kommer til å huske. Disse fem rådene gir dere et design som ser bra ut både på nært hold og på avstand.

## 1. Hold det enkelt

De beste logoene har få detaljer og tydelige former. Et design som skal trykkes både stort på ryggen og lite på en lue, må fungere i begge størrelser.

## 2. Velg to eller tre farger

Færre farger gir et renere uttrykk og ofte en lavere pris. Tenk også på hvordan fargene ser ut på plagget: lyst trykk på mørke plagg som **Navy** og **Granitt**, mørkt trykk på lyse farger som **Lys Grå**, **Bellini** og **Limón**.

## 3. Bruk en skrift som tåler avstand

Navn og tekst skal kunne leses på flere meters avstand. Unngå tynne, skrå skrifter og veldig små bokstaver.

## 4. Lever riktige filer

Send logoen som **SVG** eller **PDF** hvis dere har det, ellers **PNG** i minst **300 DPI**. Filene kan være opptil 10 MB. Farger kan leveres i CMYK eller RGB.

## 5. La oss se på det før dere bestemmer dere

Designhjelpen vår er gratis. Dere får en digital skisse som viser hvordan designet blir på plagget, og vi justerer til dere er fornøyde. Husk at bestillingen ikke kan endres etter at designet er godkjent, så ta dere tid i denne fasen.`,
  },
  {
    slug: 'gruppebestilling-best-pris',
    title: 'Gruppebestilling: Slik får klassen best pris',
    excerpt:
      'Jo flere dere er, desto mer sparer dere. Slik fungerer grupperabatt, gratis frakt og betaling for større grupper.',
    category: 'bestilling',
    featured: false,
    publishedAt: '2024-11-05T08:00:00.000Z',
    image: 'blog-gruppe.jpg',
    tags: ['grupperabatt', 'gruppe', 'frakt'],
    content: `Bestiller hele klassen, laget eller russebussen sammen, blir det både enklere og billigere.

## Grupperabatt

Rabatten starter fra **10 produkter** og øker med antallet. På gruppebestillinger kan dere få **opptil 25% rabatt**. Se siden om grupperabatter for trinnene som gjelder, eller be om et tilbud, så regner vi ut nøyaktig pris for gruppen.

## Gratis frakt

Alle gruppebestillinger sendes med gratis frakt. For vanlige bestillinger er frakten gratis fra 20 produkter, ellers koster den 199 kr.

## Flere fordeler for grupper

- Egen kontaktperson hos oss
- Fleksible betalingsløsninger, også faktura etter avtale for skoler, lag og store grupper
- Prioritert produksjon
- Gratis designhjelp

## Slik gjør dere det

1. Én person blir gruppeansvarlig og oppretter en gruppe i kundeområdet.
2. Medlemmene blir invitert og legger inn størrelsene sine før fristen.
3. Gruppeansvarlig sender oss bestillingen, og vi svarer med et detaljert tilbud innen 24 timer.

Jo tidligere dere starter, desto enklere blir det å samle alle størrelsene før produksjonen.`,
  },
  {
    slug: 'vask-og-stell-av-russeklaer',
    title: 'Vask og stell: Slik holder russeklærne hele våren',
    excerpt: 'Riktig vask gjør at trykket holder seg og at hoodien fortsatt er myk etter russetiden.',
    featured: false,
    publishedAt: '2024-11-25T08:00:00.000Z',
    image: 'blog-vask.jpg',
    tags: ['vask', 'stell', 'kvalitet'],
    content: `Russeklærne våre er laget av **80% bomull og 20% akryl** og er sertifisert etter OEKO-TEX Standard 100. Med litt omtanke holder de seg fine lenge etter russetiden.

## Vask på 30 grader med vrangen ut

Vask plaggene på **30°C med vrangen ut**. Det skåner trykket og hindrer at fargen blekner. Bruk et mildt vaskemiddel og dropp tøymykner, som kan gjøre trykket sprøtt.

## Ikke i tørketrommelen

Heng plaggene til tørk. Høy varme i tørketrommelen kan få plagget til å krympe og trykket til å sprekke.

## Stryk aldri direkte på trykket

Må du stryke, gjør det på vrangen og på lav temperatur.

## Flekker etter lange netter

Behandle flekker så raskt som mulig med kaldt vann. Varmt vann kan feste flekken i stoffet.

## Noe galt med plagget?

Har plagget en feil, tar vi det på alvor. Reklamasjonsfristen er to år, og vi dekker frakten ved berettigede reklamasjoner. Ta kontakt, så finner vi en løsning.`,
  },
];
